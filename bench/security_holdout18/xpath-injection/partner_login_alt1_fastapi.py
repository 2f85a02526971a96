import hashlib
import secrets
from pathlib import Path

from fastapi import Depends, FastAPI, Form, HTTPException, Request, Response
from lxml import etree

app = FastAPI()
USERS_FILE = Path("/etc/partner-portal/users.xml")
SITE_SALT = b"partner-portal-v2"
FORBIDDEN = set("<>&;|*")
_sessions: dict[str, str] = {}


def load_users():
    return etree.parse(str(USERS_FILE))


def password_digest(password: str) -> str:
    return hashlib.pbkdf2_hmac("sha256", password.encode(), SITE_SALT, 200_000).hex()


def find_partner(tree, username: str, password: str):
    if any(ch in FORBIDDEN for ch in username):
        raise HTTPException(status_code=400, detail="invalid characters in username")
    query = (
        "/partners/partner[login='" + username + "' and passwordHash='" + password_digest(password) + "']"
    )
    matches = tree.xpath(query)
    return matches[0] if matches else None


@app.post("/login")
def login(response: Response, username: str = Form(...), password: str = Form(...)):
    partner = find_partner(load_users(), username.strip(), password)
    if partner is None:
        raise HTTPException(status_code=401, detail="invalid login")
    token = secrets.token_urlsafe(32)
    _sessions[token] = partner.get("id")
    response.set_cookie("partner_session", token, httponly=True, secure=True, samesite="lax")
    return {"partner": partner.findtext("displayName")}


def current_partner(request: Request):
    token = request.cookies.get("partner_session")
    partner_id = _sessions.get(token or "")
    if partner_id is None:
        raise HTTPException(status_code=401)
    nodes = load_users().xpath("/partners/partner[@id=$pid]", pid=partner_id)
    if not nodes:
        raise HTTPException(status_code=401)
    return nodes[0]


@app.get("/me")
def me(partner=Depends(current_partner)):
    return {
        "id": partner.get("id"),
        "name": partner.findtext("displayName"),
        "tier": partner.findtext("tier"),
    }


@app.post("/logout")
def logout(request: Request, response: Response):
    _sessions.pop(request.cookies.get("partner_session", ""), None)
    response.delete_cookie("partner_session")
    return {"ok": True}
