from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
app.config.from_envvar("DIRECTORY_SETTINGS")

DIRECTORY_BASE = "dc=example,dc=com"


def directory():
    server = Server(app.config["LDAP_URL"], use_ssl=True)
    return Connection(
        server,
        app.config["LDAP_BIND_DN"],
        app.config["LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )


@app.get("/partners")
def list_partners():
    prefix = request.args.get("prefix", "").strip()
    query = "(&(objectClass=organization)(o=%s*))" % escape_filter_chars(prefix)
    with directory() as conn:
        conn.search(DIRECTORY_BASE, query, search_scope=SUBTREE, attributes=["o", "mail"])
        partners = [{"name": str(e.o), "mail": str(e.mail)} for e in conn.entries]
    return jsonify(partners=partners, count=len(partners))
