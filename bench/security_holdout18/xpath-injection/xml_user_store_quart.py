import hashlib
import os

from lxml import etree
from quart import Quart, abort, jsonify, request, session

app = Quart(__name__)
app.secret_key = os.environ["QUART_SECRET"]
USERS_FILE = os.environ.get("USERS_XML", "users.xml")


def load_users():
    return etree.parse(USERS_FILE)


def password_digest(password: str, salt: str) -> str:
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), 200_000).hex()


@app.get("/health")
async def health():
    return jsonify(status="ok")


@app.post("/login")
async def login():
    form = await request.form
    username = form.get("username", "")
    password = form.get("password", "")
    doc = load_users()
    salt = os.environ["PW_SALT"]
    digest = password_digest(password, salt)
    query = "/users/user[@name='" + username + "' and @pbkdf2='" + digest + "']"
    found = doc.xpath(query)
    if not found:
        abort(401)
    user = found[0]
    session["user"] = user.get("name")
    session["role"] = user.get("role", "reader")
    return jsonify(user=user.get("name"), role=user.get("role", "reader"))


@app.get("/me")
async def me():
    if "user" not in session:
        abort(401)
    return jsonify(user=session["user"], role=session["role"])


@app.get("/users")
async def list_users():
    if session.get("role") != "admin":
        abort(403)
    doc = load_users()
    return jsonify([u.get("name") for u in doc.xpath("/users/user")])


@app.post("/logout")
async def logout():
    session.clear()
    return jsonify(ok=True)
