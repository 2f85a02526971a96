import ldap
from flask import Flask, abort, current_app, jsonify, request
from ldap.filter import filter_format

app = Flask(__name__)
app.config.from_mapping(
    LDAP_URI="ldaps://dc01.corp.local",
    LDAP_BASE="dc=corp,dc=local",
    LDAP_BIND_DN="CN=svc-web,OU=Service,DC=corp,DC=local",
    LDAP_BIND_PASSWORD_FILE="/run/secrets/ldap_password",
)


class DirectoryClient:
    attributes = ["displayName", "mail", "title", "telephoneNumber"]

    def __init__(self, config):
        self.uri = config["LDAP_URI"]
        self.base = config["LDAP_BASE"]
        self.bind_dn = config["LDAP_BIND_DN"]
        with open(config["LDAP_BIND_PASSWORD_FILE"]) as fh:
            self.password = fh.read().strip()

    def query(self, template, values):
        flt = filter_format(template, values)
        conn = ldap.initialize(self.uri)
        try:
            conn.simple_bind_s(self.bind_dn, self.password)
            results = conn.search_s(self.base, ldap.SCOPE_SUBTREE, flt, self.attributes)
        finally:
            conn.unbind_s()
        return [self._row(dn, attrs) for dn, attrs in results if dn]

    @staticmethod
    def _row(dn, attrs):
        return {"dn": dn, **{k: attrs[k][0].decode() for k in attrs}}


def client():
    return DirectoryClient(current_app.config)


@app.get("/directory/person")
def person():
    account = request.args.get("account", "")
    if not account:
        abort(400)
    return jsonify(client().query("(&(objectCategory=person)(sAMAccountName=%s))", [account]))


@app.get("/directory/title")
def by_title():
    title = request.args.get("title", "")
    department = request.args.get("department", "")
    return jsonify(client().query("(&(objectCategory=person)(title=%s)(department=%s))", [title, department]))


@app.get("/directory/ping")
def ping():
    return jsonify({"uri": current_app.config["LDAP_URI"]})
