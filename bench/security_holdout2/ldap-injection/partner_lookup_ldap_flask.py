from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
app.config.from_envvar("DIRECTORY_SETTINGS")

DIRECTORY_BASE = "dc=example,dc=com"
ATTRIBUTES = ["o", "mail", "telephoneNumber"]


def directory():
    server = Server(app.config["LDAP_URL"], use_ssl=True)
    return Connection(
        server,
        app.config["LDAP_BIND_DN"],
        app.config["LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )


@app.get("/partners/search")
def partner_search():
    name = request.args.get("name", "")
    conn = directory()
    conn.search(DIRECTORY_BASE, f"(&(objectClass=organization)(o={name}*))", search_scope=SUBTREE, attributes=ATTRIBUTES)
    results = [
        {"name": str(e.o), "mail": str(e.mail), "phone": str(e.telephoneNumber)}
        for e in conn.entries
    ]
    conn.unbind()
    return jsonify(results)
