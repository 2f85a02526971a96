import ldap
from bottle import Bottle, request
from ldap.filter import filter_format

app = Bottle()
LDAP_URI = "ldap://mail-dir.internal"


@app.get("/aliases")
def aliases():
    address = request.query.get("address", "")
    domain = request.query.get("domain", "example.com")
    filterstr = filter_format("(&(mailAlternateAddress=%s)(associatedDomain=%s))", [address, domain])
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s("cn=mailread,dc=example,dc=com", "mr-pass")
    try:
        found = conn.search_s("ou=mail,dc=example,dc=com", ldap.SCOPE_SUBTREE, filterstr, ["mail"])
    finally:
        conn.unbind_s()
    return {"owners": [attrs["mail"][0].decode() for _, attrs in found if attrs.get("mail")]}
