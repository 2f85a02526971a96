import bcrypt
from bottle import Bottle, HTTPResponse, request

from .store import members

app = Bottle()


@app.post("/members")
def create_member():
    username = request.forms.get("username", "").strip()
    password = request.forms.get("password", "")
    if not 10 <= len(password.encode("utf-8")) <= 72:
        return HTTPResponse({"error": "password must be 10-72 bytes"}, status=400)
    hashed = bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12))
    members.insert(username=username, password_hash=hashed)
    return HTTPResponse({"username": username}, status=201)


@app.post("/login")
def login():
    member = members.get(request.forms.get("username", ""))
    supplied = request.forms.get("password", "").encode("utf-8")[:72]
    if member is None or not bcrypt.checkpw(supplied, member.password_hash):
        return HTTPResponse({"error": "invalid"}, status=401)
    return {"ok": True}
