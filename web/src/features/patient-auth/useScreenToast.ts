import { useEffect, useMemo, useRef } from 'react';
import { App } from 'antd';

type Notice = { title: string; description?: string };

/**
 * One toast slot per screen (a fixed key): a later toast of the screen replaces the earlier one (a success
 * replaces the error of a failed attempt), and an error still shown when the person leaves the screen goes with
 * it, so it never covers the next page. A success stays (it tells what just happened, e.g. "Welcome back!").
 */
export function useScreenToast(key: string) {
  const { notification } = App.useApp();
  const errorShown = useRef(false);
  useEffect(
    () => () => {
      if (errorShown.current) notification.destroy(key);
    },
    [key, notification],
  );
  return useMemo(
    () => ({
      error(notice: Notice) {
        errorShown.current = true;
        notification.error({ key, ...notice });
      },
      success(notice: Notice) {
        errorShown.current = false;
        notification.success({ key, ...notice });
      },
    }),
    [key, notification],
  );
}
