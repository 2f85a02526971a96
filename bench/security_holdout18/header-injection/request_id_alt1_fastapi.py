import logging
import uuid
from contextvars import ContextVar

from fastapi import FastAPI, Request
from starlette.middleware.base import BaseHTTPMiddleware

request_id_var: ContextVar[str] = ContextVar("request_id", default="-")


class RequestIdFilter(logging.Filter):
    def filter(self, record):
        record.request_id = request_id_var.get()
        return True


handler = logging.StreamHandler()
handler.addFilter(RequestIdFilter())
handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s [%(request_id)s] %(message)s"))
log = logging.getLogger("orders")
log.addHandler(handler)
log.setLevel(logging.INFO)


def incoming_request_id(raw: str | None) -> str:
    if raw:
        try:
            return str(uuid.UUID(raw))
        except ValueError:
            log.info("discarding malformed request id")
    return str(uuid.uuid4())


class RequestIdMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request: Request, call_next):
        rid = incoming_request_id(request.query_params.get("rid") or request.headers.get("x-request-id"))
        token = request_id_var.set(rid)
        try:
            response = await call_next(request)
        finally:
            request_id_var.reset(token)
        response.headers["X-Request-ID"] = rid
        return response


app = FastAPI()
app.add_middleware(RequestIdMiddleware)
ORDERS = {1: {"status": "shipped"}, 2: {"status": "pending"}}


@app.get("/orders/{order_id}")
async def get_order(order_id: int):
    log.info("fetching order %s", order_id)
    return ORDERS.get(order_id, {"status": "unknown"})


@app.get("/health")
async def health():
    return {"ok": True}
