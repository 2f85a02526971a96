import re
import secrets

from fastapi import FastAPI, Request, Response

app = FastAPI()
TRACE_RE = re.compile(r"[0-9a-f]{32}")


@app.middleware("http")
async def propagate_trace(request: Request, call_next):
    incoming = (request.query_params.get("trace") or request.headers.get("x-trace-id", "")).lower()
    trace_id = incoming if TRACE_RE.fullmatch(incoming) else secrets.token_hex(16)
    request.state.trace_id = trace_id
    response: Response = await call_next(request)
    response.headers["X-Trace-Id"] = trace_id
    return response


@app.get("/ping")
async def ping(request: Request):
    return {"pong": True, "trace": request.state.trace_id}
