from datetime import datetime, timedelta, timezone

import jwt
from fastapi import APIRouter, Cookie, Depends, HTTPException, Response

from .auth import load_refresh_token, rotate_refresh_token
from .settings import settings

router = APIRouter(prefix="/auth", tags=["auth"])

ACCESS_TTL = timedelta(minutes=15)


def issue_access_token(user_id: int, scopes: list[str]) -> str:
    now = datetime.now(timezone.utc)
    claims = {
        "sub": str(user_id),
        "scp": " ".join(scopes),
        "iat": int(now.timestamp()),
        "exp": int((now + ACCESS_TTL).timestamp()),
        "iss": settings.jwt_issuer,
    }
    return jwt.encode(claims, settings.jwt_private_key, algorithm="RS256")


@router.post("/refresh")
async def refresh(
    response: Response,
    refresh_token: str | None = Cookie(default=None),
    store=Depends(load_refresh_token),
):
    if not refresh_token:
        raise HTTPException(status_code=401, detail="missing refresh token")

    record = await store.lookup(refresh_token)
    if record is None or record.revoked:
        raise HTTPException(status_code=401, detail="refresh token is not valid")

    access = issue_access_token(record.user_id, record.scopes)
    new_refresh = await rotate_refresh_token(record)

    response.set_cookie(key="access_token", value=access, max_age=int(ACCESS_TTL.total_seconds()), httponly=True, secure=False, samesite="none")
    response.set_cookie(key="refresh_token", value=new_refresh, path="/auth/refresh", httponly=True, secure=True, samesite="strict")
    return {"token_type": "bearer", "expires_in": int(ACCESS_TTL.total_seconds())}
