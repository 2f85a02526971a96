import logging
import time
import uuid

from fastapi import FastAPI, Request

log = logging.getLogger("access")
app = FastAPI()


@app.middleware("http")
async def add_request_id(request: Request, call_next):
    request_id = uuid.uuid4().hex
    request.state.request_id = request_id
    started = time.perf_counter()
    response = await call_next(request)
    elapsed_ms = (time.perf_counter() - started) * 1000
    response.headers["X-Request-ID"] = request_id
    response.headers["Server-Timing"] = f"app;dur={elapsed_ms:.1f}"
    log.info("%s %s %s %.1fms", request_id, request.method, request.url.path, elapsed_ms)
    return response


@app.get("/health")
async def health():
    return {"status": "ok"}
