from fastapi import FastAPI, Form, HTTPException, Response

from app.auth import authenticate, issue_tokens

app = FastAPI()


@app.post("/auth/login")
def auth_login(response: Response, username: str = Form(...), password: str = Form(...)):
    user = authenticate(username, password)
    if user is None:
        raise HTTPException(status_code=401)
    tokens = issue_tokens(user)
    for name in ["access_token", "refresh_token"]:
        response.set_cookie(key=name, value=tokens[name], httponly=True, samesite="none")
    return {"user": user.id}
