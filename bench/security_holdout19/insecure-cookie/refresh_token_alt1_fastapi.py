from datetime import timedelta
from functools import lru_cache

from fastapi import APIRouter, Cookie, Depends, FastAPI, HTTPException, Response
from pydantic import BaseModel
from pydantic_settings import BaseSettings

from .security import authenticate_user, create_jwt, issue_refresh_token, rotate_refresh_token

router = APIRouter(prefix="/auth")


class CookieSettings(BaseSettings):
    refresh_cookie_name: str = "refresh_token"
    refresh_ttl_days: int = 30
    cookie_domain: str | None = None

    @property
    def refresh_cookie_kwargs(self) -> dict:
        return {
            "max_age": self.refresh_ttl_days * 86400,
            "domain": self.cookie_domain,
            "path": "/auth",
            "secure": True,
            "httponly": True,
            "samesite": "strict",
        }


@lru_cache
def get_settings() -> CookieSettings:
    return CookieSettings()


class LoginBody(BaseModel):
    username: str
    password: str


@router.post("/login")
async def login(body: LoginBody, response: Response, cfg: CookieSettings = Depends(get_settings)):
    user = await authenticate_user(body.username, body.password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    refresh = await issue_refresh_token(user)
    response.set_cookie(cfg.refresh_cookie_name, refresh, **cfg.refresh_cookie_kwargs)
    return {"access_token": create_jwt({"sub": user.username}, timedelta(minutes=15))}


@router.post("/refresh")
async def refresh(
    response: Response,
    refresh_token: str | None = Cookie(default=None),
    cfg: CookieSettings = Depends(get_settings),
):
    if not refresh_token:
        raise HTTPException(status_code=401)
    rotated = await rotate_refresh_token(refresh_token)
    if rotated is None:
        raise HTTPException(status_code=401)
    user, new_refresh = rotated
    response.set_cookie(cfg.refresh_cookie_name, new_refresh, **cfg.refresh_cookie_kwargs)
    return {"access_token": create_jwt({"sub": user.username}, timedelta(minutes=15))}


app = FastAPI()
app.include_router(router)
