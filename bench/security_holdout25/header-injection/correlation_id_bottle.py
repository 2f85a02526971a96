import re
import uuid

from bottle import Bottle, request, response

app = Bottle()
CORRELATION_ID = re.compile(r"[A-Za-z0-9-]{8,64}")


def correlation_id():
    supplied = request.query.get("cid") or request.get_header("X-Correlation-ID", "")
    return supplied if CORRELATION_ID.fullmatch(supplied) else str(uuid.uuid4())


def tag_response(cid):
    response.set_header("X-Correlation-ID", cid)


@app.get("/orders/<order_id:int>")
def order(order_id):
    cid = correlation_id()
    tag_response(cid)
    return {"order": order_id, "correlation_id": cid}
