import bcrypt
from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel, EmailStr, Field
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from .database import get_db
from .models import User

router = APIRouter(prefix="/auth", tags=["auth"])

BCRYPT_ROUNDS = 12


class SignupRequest(BaseModel):
    email: EmailStr
    password: str = Field(..., min_length=12, max_length=72)
    full_name: str = Field("", max_length=120)


class SignupResponse(BaseModel):
    id: int
    email: EmailStr
    full_name: str


async def email_taken(db: AsyncSession, email: str) -> bool:
    result = await db.execute(select(User.id).where(User.email == email))
    return result.scalar_one_or_none() is not None


@router.post("/signup", response_model=SignupResponse, status_code=status.HTTP_201_CREATED)
async def signup(body: SignupRequest, db: AsyncSession = Depends(get_db)):
    email = body.email.lower()
    if await email_taken(db, email):
        raise HTTPException(status_code=409, detail="email already registered")

    password_hash = bcrypt.hashpw(body.password.encode("utf-8"), bcrypt.gensalt(rounds=BCRYPT_ROUNDS))

    user = User(
        email=email,
        full_name=body.full_name.strip(),
        password_hash=password_hash.decode("ascii"),
        is_active=True,
    )
    db.add(user)
    await db.commit()
    await db.refresh(user)
    return SignupResponse(id=user.id, email=user.email, full_name=user.full_name)
