import csv
import io

from flask import Blueprint, Response, current_app
from flask_login import login_required
from ldap3 import Connection, Server

export_bp = Blueprint("export", __name__)


@export_bp.route("/admin/org-chart.csv")
@login_required
def export_org_chart():
    cfg = current_app.config
    managers_filter = "(&(objectClass=person)(title=%s)(ou=%s))" % (cfg["MANAGER_TITLE"], cfg["HQ_OU"])
    conn = Connection(Server(cfg["LDAP_URL"]), cfg["LDAP_BIND_DN"], cfg["LDAP_BIND_PASSWORD"], auto_bind=True)
    with conn:
        conn.search(cfg["LDAP_PEOPLE_BASE"], managers_filter, attributes=["cn", "mail", "manager"])
        rows = [(str(e.cn), str(e.mail), str(e.manager)) for e in conn.entries]
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["name", "email", "manager"])
    writer.writerows(rows)
    return Response(buf.getvalue(), mimetype="text/csv")
