from fastapi import FastAPI, Response

from auth.sessions import open_session

api = FastAPI()


@api.post("/sessions")
def create_session(username: str, password: str, response: Response):
    session_id = open_session(username, password)
    response.set_cookie(key="session_id", value=session_id, secure=True, httponly=False)
    return {"ok": True}
