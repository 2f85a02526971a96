from flask import Blueprint, current_app, jsonify
from ldap3 import SUBTREE, Connection, Server

from app.models import Team, db

bp = Blueprint("sync", __name__)

TEAM_GROUP_FILTER = "(&(objectClass=groupOfNames)(businessCategory=engineering))"


@bp.post("/internal/sync/teams")
def sync_teams():
    cfg = current_app.config
    server = Server(cfg["LDAP_URL"], use_ssl=True)
    with Connection(server, cfg["LDAP_BIND_DN"], cfg["LDAP_BIND_PASSWORD"], auto_bind=True) as conn:
        conn.search(
            cfg["LDAP_GROUP_BASE"],
            TEAM_GROUP_FILTER,
            search_scope=SUBTREE,
            attributes=["cn", "member"],
        )
        created = 0
        for entry in conn.entries:
            name = str(entry.cn)
            if Team.query.filter_by(name=name).first() is None:
                db.session.add(Team(name=name, member_count=len(entry.member)))
                created += 1
        db.session.commit()
    return jsonify(created=created)
