from fastapi import FastAPI, Form, HTTPException, Response
from myapp.security import verify_user, create_access_token

app = FastAPI()
ACCESS_MINUTES = 60


def cookie_args(token):
    return {"key": "access_token", "value": token, "max_age": ACCESS_MINUTES * 60}


@app.post("/token-login")
def token_login(response: Response, username: str = Form(...), password: str = Form(...)):
    user = verify_user(username, password)
    if not user:
        raise HTTPException(status_code=401)
    token = create_access_token(user.id)
    response.set_cookie(**cookie_args(token))
    return {"user": user.id}
