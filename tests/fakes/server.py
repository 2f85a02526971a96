"""Serve an ASGI app with uvicorn on a free loopback port, in a background thread."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import TracebackType
from typing import Self

import uvicorn
from starlette.types import ASGIApp

_START_TIMEOUT_SECONDS = 5.0
_STOP_TIMEOUT_SECONDS = 5.0


class ServerThread:
    """A uvicorn server running `app` in a daemon thread; `base_url` ends with a slash."""

    def __init__(self, app: ASGIApp) -> None:
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._socket.bind(("127.0.0.1", 0))
        port = self._socket.getsockname()[1]
        self.base_url = f"http://127.0.0.1:{port}/"
        config = uvicorn.Config(
            app,
            lifespan="off",
            loop="asyncio",
            http="h11",
            ws="none",
            log_level="warning",
            access_log=False,
            timeout_graceful_shutdown=1,
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [self._socket]}, daemon=True
        )

    def start(self) -> None:
        self._thread.start()
        deadline = time.monotonic() + _START_TIMEOUT_SECONDS
        while not self._server.started:
            if not self._thread.is_alive():
                raise RuntimeError("the fake server thread died while starting")
            if time.monotonic() > deadline:
                raise TimeoutError("the fake server did not start in time")
            time.sleep(0.002)

    def stop(self) -> None:
        # force_exit: do not wait for stalled requests (the Anthropic fake can stall on purpose).
        self._server.should_exit = True
        self._server.force_exit = True
        self._thread.join(_STOP_TIMEOUT_SECONDS)
        self._socket.close()
        if self._thread.is_alive():
            raise RuntimeError("the fake server thread did not stop")


@contextmanager
def serve(app: ASGIApp) -> Iterator[str]:
    """Run `app` for the duration of the block; yields its base URL (`http://127.0.0.1:PORT/`)."""
    server = ServerThread(app)
    server.start()
    try:
        yield server.base_url
    finally:
        server.stop()


class FakeServer:
    """A fake API served by a ServerThread: `with Fake() as fake: fake.base_url`."""

    _server: ServerThread

    @property
    def base_url(self) -> str:
        return self._server.base_url

    def start(self) -> Self:
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc_value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()
