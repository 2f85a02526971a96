from fastapi import FastAPI, HTTPException
from ldap3 import Connection, Server
from ldap3.core.exceptions import LDAPException
from pydantic import BaseModel

app = FastAPI()
server = Server("ldaps://ldap.example.org", use_ssl=True)


class Login(BaseModel):
    username: str
    password: str


@app.post("/ldap/login")
def directory_login(body: Login):
    if not body.password:
        raise HTTPException(status_code=400, detail="password required")
    user_dn = f"uid={body.username},ou=users,dc=example,dc=org"
    try:
        conn = Connection(server, user=user_dn, password=body.password, auto_bind=True)
    except LDAPException:
        raise HTTPException(status_code=401, detail="invalid credentials")
    conn.unbind()
    return {"authenticated": True}
