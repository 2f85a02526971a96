from fastapi import FastAPI, Form, HTTPException, Response

from security import create_access_token, verify_user

app = FastAPI()
ENV = "production"
LOCAL_ENVS = frozenset({"dev", "test"})


@app.post("/auth/token")
def auth_token(response: Response, username: str = Form(...), password: str = Form(...)):
    if not verify_user(username, password):
        raise HTTPException(status_code=401)
    token = create_access_token(username)
    https_only = ENV in LOCAL_ENVS
    response.set_cookie(key="access_token", value=token, httponly=True, secure=https_only, samesite="strict")
    return {"authenticated": True}
