import os
import secrets

from passlib.hash import argon2
from quart import Quart, abort, redirect, render_template, request, session, url_for
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

from shop.models import Account

app = Quart(__name__)
app.secret_key = os.environ["QUART_SECRET_KEY"]
engine = create_async_engine(os.environ["DATABASE_URL"])
Session = async_sessionmaker(engine, expire_on_commit=False)

MAX_FAILED = 5


async def find_account(db: AsyncSession, email: str):
    result = await db.execute(select(Account).where(Account.email == email.lower()))
    return result.scalar_one_or_none()


@app.get("/login")
async def login_form():
    return await render_template("login.html")


@app.post("/login")
async def login():
    form = await request.form
    email = form.get("email", "").strip()
    password = form.get("password", "")
    async with Session() as db:
        account = await find_account(db, email)
        if account is None or account.failed_logins >= MAX_FAILED:
            abort(401)
        if not argon2.verify(password, account.password_hash):
            account.failed_logins += 1
            await db.commit()
            abort(401)
        account.failed_logins = 0
        await db.commit()
    session.clear()
    session["account_id"] = account.id
    session["role"] = account.role
    session["csrf"] = secrets.token_urlsafe(32)
    return redirect(url_for("dashboard"))


@app.get("/dashboard")
async def dashboard():
    if "account_id" not in session:
        return redirect(url_for("login_form"))
    return {"account": session["account_id"], "role": session["role"]}


@app.post("/logout")
async def logout():
    form = await request.form
    if not secrets.compare_digest(form.get("csrf", ""), session.get("csrf", "")):
        abort(403)
    session.clear()
    return redirect(url_for("login_form"))
