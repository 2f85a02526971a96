import re
import uuid

from fastapi import FastAPI, Request, Response

app = FastAPI()
REQUEST_ID = re.compile(r"[A-Za-z0-9-]{8,64}")


@app.middleware("http")
async def propagate_request_id(request: Request, call_next):
    incoming = request.headers.get("x-request-id", "")
    request_id = incoming if REQUEST_ID.fullmatch(incoming) else uuid.uuid4().hex
    response: Response = await call_next(request)
    response.headers["X-Request-Id"] = request_id
    return response


@app.get("/ping")
async def ping():
    return {"pong": True}
