from dataclasses import asdict, dataclass

from flask import Blueprint, current_app, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

bp = Blueprint("staff", __name__, url_prefix="/staff")


@dataclass
class StaffMember:
    uid: str
    name: str
    mail: str
    phone: str


class StaffDirectory:
    ATTRS = ["uid", "cn", "mail", "telephoneNumber"]

    def __init__(self, url, bind_dn, password, base_dn):
        self.server = Server(url, get_info=ALL, use_ssl=True)
        self.bind_dn = bind_dn
        self.password = password
        self.base_dn = base_dn

    def _connect(self):
        return Connection(self.server, self.bind_dn, self.password, auto_bind=True, read_only=True)

    def find(self, term, office=None):
        term = escape_filter_chars(term)
        clauses = ["(objectClass=inetOrgPerson)", f"(|(cn=*{term}*)(mail={term}*))"]
        if office:
            clauses.append(f"(physicalDeliveryOfficeName={escape_filter_chars(office)})")
        ldap_filter = "(&" + "".join(clauses) + ")"
        with self._connect() as conn:
            conn.search(self.base_dn, ldap_filter, search_scope=SUBTREE, attributes=self.ATTRS, size_limit=50)
            return [self._member(entry) for entry in conn.entries]

    @staticmethod
    def _member(entry):
        attrs = entry.entry_attributes_as_dict
        return StaffMember(
            uid=(attrs.get("uid") or [""])[0],
            name=(attrs.get("cn") or [""])[0],
            mail=(attrs.get("mail") or [""])[0],
            phone=(attrs.get("telephoneNumber") or [""])[0],
        )


def staff_directory():
    cfg = current_app.config
    return StaffDirectory(cfg["LDAP_URL"], cfg["LDAP_BIND_DN"], cfg["LDAP_BIND_PASSWORD"], cfg["LDAP_PEOPLE_BASE"])


@bp.post("/lookup")
def lookup():
    body = request.get_json(force=True) or {}
    term = str(body.get("q") or "").strip()
    if len(term) < 2:
        return jsonify(results=[])
    office = body.get("office")
    members = staff_directory().find(term, str(office) if office else None)
    return jsonify(results=[asdict(m) for m in members])
