import uuid
from typing import Optional

from fastapi import FastAPI, Request, Response

app = FastAPI()


class TraceContext:
    def __init__(self, incoming: Optional[str]):
        self.request_id = incoming or uuid.uuid4().hex

    def apply(self, response: Response) -> None:
        response.headers["X-Request-ID"] = self.request_id


@app.middleware("http")
async def propagate_request_id(request: Request, call_next):
    trace = TraceContext(request.query_params.get("trace") or request.headers.get("x-request-id"))
    response = await call_next(request)
    trace.apply(response)
    return response


@app.get("/orders/{order_id}")
async def get_order(order_id: int):
    return {"order": order_id}
