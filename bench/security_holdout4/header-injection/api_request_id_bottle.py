import time
import uuid

from bottle import Bottle, request, response

from library.search import search_catalogue

app = Bottle()


@app.hook("before_request")
def start_timer():
    request.environ["app.started"] = time.monotonic()


@app.get("/api/catalogue")
def catalogue():
    request_id = uuid.uuid4().hex
    results = search_catalogue(request.query.get("q", ""), limit=25)
    elapsed_ms = int((time.monotonic() - request.environ["app.started"]) * 1000)
    response.set_header("X-Request-Id", request_id)
    response.set_header("Server-Timing", f"app;dur={elapsed_ms}")
    return {"results": results, "request_id": request_id}
