from fastapi import FastAPI
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
SERVER = Server("ldaps://ldap.example.org")


@app.get("/phone/{surname}")
def phone_lookup(surname: str):
    term = escape_filter_chars(surname)
    ldap_filter = f"(&(objectClass=person)(sn={term}))"
    with Connection(SERVER, auto_bind=True) as conn:
        conn.search("dc=example,dc=org", ldap_filter, SUBTREE, attributes=["telephoneNumber"])
        numbers = [str(e.telephoneNumber) for e in conn.entries]
    return {"surname": surname, "numbers": numbers}
