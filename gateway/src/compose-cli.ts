/** `npm run compose`: writes gateway/supergraph.graphql from the services' SDL. */
import { writeSupergraph } from './compose';

writeSupergraph();
console.warn('gateway/supergraph.graphql written');
