import re

from bottle import Bottle, redirect, request

app = Bottle()
LOCAL_PATH = re.compile(r"/(?!/)[A-Za-z0-9_\-/]*")
DEFAULT_TARGET = "/shop"


@app.get("/cart/continue")
def continue_shopping():
    target = request.query.get("back", DEFAULT_TARGET)
    if not LOCAL_PATH.fullmatch(target):
        target = DEFAULT_TARGET
    category = request.query.get("category", "")
    if category.isalnum():
        target = target.rstrip("/") + "/" + category
    redirect(target)
