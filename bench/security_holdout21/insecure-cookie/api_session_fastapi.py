from fastapi import FastAPI, Form, HTTPException, Response

from security import create_access_token, verify_user

app = FastAPI()
ENV = "production"
LOCAL_ENVS = frozenset({"dev", "test"})


@app.post("/api/session")
def api_session(response: Response, username: str = Form(...), password: str = Form(...)):
    if not verify_user(username, password):
        raise HTTPException(status_code=401)
    token = create_access_token(username)
    https_only = ENV not in LOCAL_ENVS
    response.set_cookie(key="api_session", value=token, httponly=True, secure=https_only, samesite="strict")
    return {"authenticated": True}
