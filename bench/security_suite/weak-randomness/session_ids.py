import random
import time

from flask import Flask, make_response

app = Flask(__name__)
SESSIONS = {}


def new_session_id():
    return "%032x" % random.getrandbits(128)


@app.post("/session")
def start_session():
    sid = new_session_id()
    SESSIONS[sid] = {"created": time.time()}
    response = make_response({"ok": True})
    response.set_cookie("sid", sid, secure=True, httponly=True)
    return response
