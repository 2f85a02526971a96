from datetime import timedelta

from fastapi import APIRouter, Cookie, Depends, FastAPI, HTTPException, Response
from pydantic import BaseModel

from .security import authenticate_user, create_jwt, decode_jwt

router = APIRouter(prefix="/auth")

ACCESS_TTL = timedelta(hours=8)


class LoginBody(BaseModel):
    username: str
    password: str


class Me(BaseModel):
    username: str
    roles: list[str]


async def current_claims(access_token: str | None = Cookie(default=None)) -> dict:
    if not access_token:
        raise HTTPException(status_code=401)
    claims = decode_jwt(access_token)
    if claims is None:
        raise HTTPException(status_code=401)
    return claims


@router.post("/login")
async def login(body: LoginBody, response: Response):
    user = await authenticate_user(body.username, body.password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    jwt = create_jwt({"sub": user.username, "roles": user.roles}, ACCESS_TTL)
    response.set_cookie(key="access_token", value=jwt, max_age=int(ACCESS_TTL.total_seconds()), secure=True, samesite="lax")
    return {"username": user.username}


@router.get("/me", response_model=Me)
async def me(claims: dict = Depends(current_claims)):
    return Me(username=claims["sub"], roles=claims.get("roles", []))


@router.post("/logout", status_code=204)
async def logout(response: Response):
    response.delete_cookie("access_token")


app = FastAPI()
app.include_router(router)
