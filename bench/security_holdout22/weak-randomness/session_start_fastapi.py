import secrets
from fastapi import FastAPI, Response

app = FastAPI()
SESSIONS = {}


class Session:
    def __init__(self, user):
        self.user = user
        self.sid = secrets.token_urlsafe(32)


@app.post("/session")
def start_session(user: str, response: Response):
    s = Session(user)
    SESSIONS[s.sid] = s.user
    response.set_cookie("sid", s.sid, httponly=True, secure=True, samesite="lax")
    return {"started": True}
