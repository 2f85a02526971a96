import asyncio
import os
import re
from dataclasses import dataclass
from typing import Optional

from ldap3 import MODIFY_REPLACE, Connection, Server
from quart import Quart, jsonify, request

app = Quart(__name__)

LDAP_HOST = "ldaps://ldap.example.net"
PEOPLE_BASE = "ou=people,dc=example,dc=net"
ADMIN_DN = "cn=helpdesk,ou=services,dc=example,dc=net"
USERNAME_RE = re.compile(r"[a-z][a-z0-9.\-]{1,30}")


@dataclass
class UnlockRequest:
    username: str
    ticket: str


def parse_unlock_request(payload: dict) -> Optional[UnlockRequest]:
    username = str(payload.get("username", "")).lower()
    ticket = str(payload.get("ticket", ""))
    if not USERNAME_RE.fullmatch(username):
        return None
    if not ticket.isdigit():
        return None
    return UnlockRequest(username=username, ticket=ticket)


class DirectoryAdmin:
    def __init__(self, host: str = LDAP_HOST):
        self.server = Server(host, use_ssl=True)

    def _connect(self) -> Connection:
        return Connection(
            self.server,
            user=ADMIN_DN,
            password=os.environ.get("LDAP_HELPDESK_PASSWORD", ""),
            auto_bind=True,
        )

    def unlock(self, req: UnlockRequest) -> bool:
        with self._connect() as conn:
            conn.search(
                PEOPLE_BASE,
                f"(&(objectClass=inetOrgPerson)(uid={req.username}))",
                attributes=["pwdAccountLockedTime"],
            )
            if not conn.entries:
                return False
            user_dn = conn.entries[0].entry_dn
            conn.modify(
                user_dn,
                {
                    "pwdAccountLockedTime": [(MODIFY_REPLACE, [])],
                    "description": [(MODIFY_REPLACE, [f"unlocked via ticket {req.ticket}"])],
                },
            )
            return conn.result.get("result") == 0


@app.route("/helpdesk/unlock", methods=["POST"])
async def unlock_account():
    payload = await request.get_json(force=True)
    unlock_req = parse_unlock_request(payload or {})
    if unlock_req is None:
        return jsonify({"error": "invalid request"}), 400
    ok = await asyncio.to_thread(DirectoryAdmin().unlock, unlock_req)
    if not ok:
        return jsonify({"error": "user not found"}), 404
    return jsonify({"unlocked": unlock_req.username})
