import ldap
from flask import Flask, current_app, jsonify, request
from ldap.filter import filter_format

from accounts.mail import queue_reset_mail

app = Flask(__name__)


@app.post("/password-reset/lookup")
def reset_lookup():
    email = (request.get_json(silent=True) or {}).get("email", "")
    if not isinstance(email, str) or not email:
        return jsonify(error="email required"), 400
    conn = ldap.initialize(current_app.config["LDAP_URI"])
    conn.simple_bind_s(current_app.config["LDAP_BIND_DN"], current_app.config["LDAP_BIND_PW"])
    flt = filter_format("(&(objectClass=inetOrgPerson)(mail=%s))", [email])
    results = conn.search_s("ou=people,dc=corp,dc=example", ldap.SCOPE_SUBTREE, flt, ["uid"])
    conn.unbind_s()
    # same answer either way so the endpoint cannot be used to probe addresses
    if results:
        queue_reset_mail(results[0][1]["uid"][0].decode())
    return jsonify(status="if the address exists, a message is on its way")
