from fastapi import FastAPI, HTTPException, Path
from ldap3 import SUBTREE, Connection, Server

app = FastAPI()
directory = Server("ldaps://ldap.example.org", use_ssl=True)
PEOPLE = "ou=people,dc=example,dc=org"


@app.get("/accounts/{uid}/status")
def account_status(uid: str = Path(..., pattern=r"^[a-z][a-z0-9._-]{2,31}$")):
    flt = f"(&(objectClass=posixAccount)(uid={uid}))"
    with Connection(directory, "cn=status-reader,dc=example,dc=org", "pw-from-vault", auto_bind=True) as conn:
        conn.search(PEOPLE, flt, SUBTREE, attributes=["nsAccountLock", "shadowExpire"])
        if not conn.entries:
            raise HTTPException(status_code=404, detail="no such account")
        entry = conn.entries[0]
        return {
            "uid": uid,
            "locked": str(entry.nsAccountLock).upper() == "TRUE",
            "expires": str(entry.shadowExpire),
        }
