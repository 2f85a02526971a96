import base64
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


class Workspace:
    def __init__(self, tabs=None, theme="light"):
        self.tabs = tabs or []
        self.theme = theme


@app.get("/workspace")
def restore_workspace():
    if blob := request.cookies.get("ws_state"):
        workspace = pickle.loads(base64.urlsafe_b64decode(blob))
    else:
        workspace = Workspace()
    return jsonify(tabs=workspace.tabs, theme=workspace.theme)


@app.post("/workspace")
def save_workspace():
    body = request.get_json(silent=True) or {}
    ws = Workspace(tabs=body.get("tabs", []), theme=body.get("theme", "light"))
    resp = make_response(jsonify(saved=True))
    resp.set_cookie("ws_state", base64.urlsafe_b64encode(pickle.dumps(ws)).decode(), httponly=True)
    return resp
