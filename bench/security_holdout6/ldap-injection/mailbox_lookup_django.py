import os
from contextlib import contextmanager
from typing import List, Optional

import ldap
from django.http import Http404, JsonResponse
from django.views.decorators.http import require_GET
from ldap.dn import escape_dn_chars
from ldap.filter import filter_format

LDAP_URI = os.environ.get("MAIL_DIRECTORY_URI", "ldaps://mail-dir.internal")
SERVICE_DN = os.environ.get("MAIL_DIRECTORY_DN", "cn=mailsvc,dc=mail,dc=example")
SERVICE_PASSWORD = os.environ.get("MAIL_DIRECTORY_PASSWORD", "")
MAIL_BASE = "ou=mailboxes,dc=mail,dc=example"
MAILBOX_ATTRS = ["uid", "mail", "mailQuota", "mailHost"]


@contextmanager
def bound_connection():
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s(SERVICE_DN, SERVICE_PASSWORD)
    try:
        yield conn
    finally:
        conn.unbind_s()


def _decode(values: Optional[List[bytes]]) -> List[str]:
    return [v.decode("utf-8", "replace") for v in (values or [])]


class MailboxDirectory:
    def mailbox_filter(self, address: str) -> str:
        return filter_format(
            "(&(objectClass=mailRecipient)(|(mail=%s)(mailAlternateAddress=%s)))",
            [address, address],
        )

    def find(self, address: str) -> Optional[dict]:
        with bound_connection() as conn:
            results = conn.search_s(MAIL_BASE, ldap.SCOPE_SUBTREE, self.mailbox_filter(address), MAILBOX_ATTRS)
        for dn, attrs in results:
            if dn:
                return {key: _decode(attrs.get(key)) for key in MAILBOX_ATTRS}
        return None

    def forwarding_for(self, uid: str) -> List[str]:
        dn = "uid=%s,%s" % (escape_dn_chars(uid), MAIL_BASE)
        with bound_connection() as conn:
            try:
                entry = conn.search_s(dn, ldap.SCOPE_BASE, "(objectClass=*)", ["mailForwardingAddress"])
            except ldap.NO_SUCH_OBJECT:
                return []
        return _decode(entry[0][1].get("mailForwardingAddress")) if entry else []


@require_GET
def mailbox_lookup(request):
    address = request.GET.get("address", "").strip()
    directory = MailboxDirectory()
    mailbox = directory.find(address)
    if mailbox is None:
        raise Http404("no such mailbox")
    uid = mailbox["uid"][0] if mailbox["uid"] else ""
    mailbox["forwarding"] = directory.forwarding_for(uid) if uid else []
    return JsonResponse(mailbox)
