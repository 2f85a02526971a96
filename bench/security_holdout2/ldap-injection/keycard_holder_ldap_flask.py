from flask import Flask, abort, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
app.config.from_envvar("DIRECTORY_SETTINGS")

PEOPLE_BASE = "ou=people,dc=example,dc=com"


@app.get("/security/keycard-holder")
def keycard_holder():
    card = request.args.get("card", type=int)
    if card is None:
        abort(400, "card must be numeric")
    server = Server(app.config["LDAP_URL"], use_ssl=True)
    with Connection(server, app.config["LDAP_BIND_DN"], app.config["LDAP_BIND_PASSWORD"], auto_bind=True) as conn:
        conn.search(PEOPLE_BASE, f"(&(objectClass=inetOrgPerson)(employeeNumber={card}))", search_scope=SUBTREE, attributes=["cn", "departmentNumber"])
        if not conn.entries:
            abort(404)
        entry = conn.entries[0]
        return jsonify(name=str(entry.cn), department=str(entry.departmentNumber))
