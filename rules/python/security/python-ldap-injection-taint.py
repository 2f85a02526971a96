import re
import uuid
import ldap.dn
import ldap.filter
import ldap3.utils.dn
import ldap
import ldap3
from flask import Flask, request
from ldap.filter import escape_filter_chars
from ldap3.utils.conv import escape_filter_chars as ldap3_escape

app = Flask(__name__)
BASE_DN = "ou=people,dc=example,dc=com"


@app.route("/lookup")
def lookup():
    uid = request.args["uid"]
    conn = ldap.initialize("ldap://ldap.example.com")
    # ruleid: python-ldap-injection-taint
    result = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")")
    return {"n": len(result)}


@app.route("/lookup/safe")
def lookup_safe():
    uid = escape_filter_chars(request.args["uid"])
    conn = ldap.initialize("ldap://ldap.example.com")
    # ok: python-ldap-injection-taint
    result = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(uid={uid})")
    return {"n": len(result)}


@app.route("/login", methods=["POST"])
def login():
    user = request.form["user"]
    server = ldap3.Server("ldap.example.com")
    with ldap3.Connection(server, auto_bind=True) as conn:
        # ruleid: python-ldap-injection-taint
        conn.search(BASE_DN, f"(&(objectClass=person)(cn={user}))", attributes=["mail"])
        return {"found": bool(conn.entries)}


@app.route("/login/safe", methods=["POST"])
def login_safe():
    user = ldap3_escape(request.form["user"])
    server = ldap3.Server("ldap.example.com")
    with ldap3.Connection(server, auto_bind=True) as conn:
        # ok: python-ldap-injection-taint
        conn.search(BASE_DN, f"(&(objectClass=person)(cn={user}))", attributes=["mail"])
        return {"found": bool(conn.entries)}


@app.route("/grep")
def not_ldap():
    import re

    # ok: python-ldap-injection-taint
    return {"m": bool(re.search(request.args["p"], "text"))}


DIRECTORY = ldap3.Connection(ldap3.Server("ldap://directory.example.com"), auto_bind=True)


def directory_connection() -> ldap3.Connection:
    return DIRECTORY


@app.route("/member")
def member():
    group = request.args["group"]
    # ruleid: python-ldap-injection-taint
    DIRECTORY.search(BASE_DN, f"(memberOf=cn={group},ou=groups,dc=example,dc=com)")
    return {"found": bool(DIRECTORY.entries)}


@app.route("/mail")
def mail():
    name = request.args["name"]
    ldap_conn = directory_connection()
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base=BASE_DN, search_filter="(cn=" + name + ")")
    return {"found": bool(ldap_conn.entries)}


@app.route("/member-safe")
def member_safe():
    group = ldap3_escape(request.args["group"])
    # ok: python-ldap-injection-taint
    DIRECTORY.search(BASE_DN, f"(memberOf=cn={group},ou=groups,dc=example,dc=com)")
    return {"found": bool(DIRECTORY.entries)}


@app.route("/mail-safe")
def mail_safe():
    name = escape_filter_chars(request.args["name"])
    ldap_conn = directory_connection()
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base=BASE_DN, search_filter="(cn=" + name + ")")
    return {"found": bool(ldap_conn.entries)}


@app.route("/pattern")
def pattern_search():
    # ok: python-ldap-injection-taint
    return {"hit": DIRECTORY.extend.standard.who_am_i() == request.args["who"]}


@app.route("/lookup-formatted")
def lookup_formatted():
    conn = ldap.initialize("ldap://directory.example.com")
    # ok: python-ldap-injection-taint
    result = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, ldap.filter.filter_format("(uid=%s)", [request.args["uid"]]))
    return {"n": len(result)}


@app.route("/unit")
def unit():
    conn = ldap.initialize("ldap://directory.example.com")
    base = "ou=" + ldap.dn.escape_dn_chars(request.args["unit"]) + ",dc=example,dc=com"
    # ok: python-ldap-injection-taint
    result = conn.search_s(base, ldap.SCOPE_SUBTREE, "(objectClass=person)")
    return {"n": len(result)}


@app.route("/unit3")
def unit3():
    base = "ou=" + ldap3.utils.dn.escape_rdn(request.args["unit"]) + ",dc=example,dc=com"
    # ok: python-ldap-injection-taint
    DIRECTORY.search(base, "(objectClass=person)")
    return {"found": bool(DIRECTORY.entries)}


import ldap.filter as ldap_filter

DEPARTMENTS = {"eng": "Engineering", "ops": "Operations"}


def members_of(conn, group_name):
    conn.search("ou=groups,dc=example,dc=com", f"(&(objectClass=group)(cn={group_name}))", attributes=["member"])
    return conn.entries


def members_of_escaped(conn, group_name):
    conn.search("ou=groups,dc=example,dc=com", f"(cn={ldap3_escape(group_name)})", attributes=["member"])
    return conn.entries


def uid_filter(uid):
    return ldap_filter.filter_format("(uid=%s)", [uid])


@app.route("/groups/members")
def group_members():
    conn = ldap3.Connection("ldap://ldap.example.com", auto_bind=True)
    # ruleid: python-ldap-injection-taint
    return {"members": str(members_of(conn, request.args["group"]))}


@app.route("/groups/members-escaped")
def group_members_escaped():
    conn = ldap3.Connection("ldap://ldap.example.com", auto_bind=True)
    # ok: python-ldap-injection-taint
    return {"members": str(members_of_escaped(conn, request.args["group"]))}


@app.route("/people/async")
def people_async():
    ld = ldap.initialize("ldap://ldap.example.com")
    # ruleid: python-ldap-injection-taint
    msgid = ld.search("dc=example,dc=com", ldap.SCOPE_SUBTREE, "(cn=" + request.args["cn"] + ")")
    # ok: python-ldap-injection-taint
    other = ld.search(base="dc=example,dc=com", scope=ldap.SCOPE_SUBTREE, filterstr=uid_filter(request.args["uid"]))
    return {"ids": [msgid, other]}


@app.route("/people/by-number")
def people_by_number():
    ld = ldap.initialize("ldap://ldap.example.com")
    number = int(request.args["n"])
    # ok: python-ldap-injection-taint
    return {"r": ld.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, f"(employeeNumber={number})")}


@app.route("/people/by-department")
def people_by_department():
    ld = ldap.initialize("ldap://ldap.example.com")
    department = DEPARTMENTS.get(request.args.get("d", ""), "Engineering")
    # ok: python-ldap-injection-taint
    return {"r": ld.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, f"(department={department})")}


@app.post("/bind")
def bind():
    ld = ldap.initialize("ldaps://ldap.example.com")
    # ruleid: python-ldap-injection-taint
    ld.simple_bind_s("uid=%s,ou=people,dc=example,dc=com" % request.form["user"], request.form["password"])
    # ok: python-ldap-injection-taint
    ld.simple_bind_s("uid=%s,ou=people,dc=example,dc=com" % ldap.dn.escape_dn_chars(request.form["user"]), request.form["password"])
    return "ok"


@app.route("/people/by-badge")
def people_by_badge():
    ld = ldap.initialize("ldap://ldap.example.com")
    badge = uuid.UUID(request.args["badge"])
    weight = float(request.args.get("w", "1"))
    # ok: python-ldap-injection-taint
    return {"r": ld.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, f"(&(badgeId={badge})(weight>={weight}))")}


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
# BEGIN fragment decidable-flow-cases source=request sink=ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + VALUE + ")")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
import datetime  # noqa: E402
import enum  # noqa: E402
import hashlib  # noqa: E402

FLOW_LEVEL = 3
FLOW_KEY = "fixed"
FLOW_NAMES = {"fixed": "fixed"}
FLOW_DIGITS = "0123456789"


def fixed_text(v):
    return "fixed"


def branch_text(v):
    if v:
        return "yes"
    return "no"


def trimmed_text(v):
    return v.strip()


def prefixed_text(v):
    if not v:
        return "none"
    return "p-" + v


def fallback_text(v):
    return "fixed"


def resolved_text(v):
    return fallback_text(v)


def passed_on_text(v):
    return trimmed_text(v)


class FlowDefaults:
    @staticmethod
    def choose(v):
        return "fixed"

    @classmethod
    def pick(cls, v):
        return "fixed"

    @staticmethod
    def keep(v):
        return v


class FlowChoice(str, enum.Enum):
    FIXED = "fixed"
    OTHER = "other"


class FlowForm:
    choice: FlowChoice = FlowChoice.FIXED
    label: str = ""


@app.route("/flow/01")
def flow_01():
    value = request.args.get("v", "")
    n = 86
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/07")
def flow_07():
    value = request.args.get("v", "")
    mode = "b"
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/08")
def flow_08():
    value = request.args.get("v", "")
    mode = "b"
    if mode == "a":
        chosen = "fixed"
    elif mode == "b":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/09")
def flow_09():
    value = request.args.get("v", "")
    mode = "abc"[1]
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table["fixed"] + ")")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table.get("fixed") + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table["user"] + ")")


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table.get("fixed") + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table["user"] + ")")


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table[FLOW_KEY] + ")")


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table["fixed"] + ")")


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table["fixed"] + ")")


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table["fixed"] + ")")


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[0] + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[1] + ")")


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[-1] + ")")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[-2] + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[-3] + ")")


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[-1] + ")")


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[1] + ")")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table["fixed"] + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table["asked"] + ")")


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[1] + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[0] + ")")


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[0] + ")")


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[0] + ")")


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[0] + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + items[1] + ")")


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + trimmed_text(value) + ")")


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + prefixed_text(value) + ")")


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + str(count) + ")")


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + digest + ")")


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + parts["chosen"] + ")")


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + parts["chosen"] + ")")


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + merged + ")")


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + f"report-{when}" + ")")


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + f"report-{when:%Y%m%d}" + ")")


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + kept + ")")


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + kept + ")")


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + kept + ")")


@app.route("/flow/34")
def flow_34():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[1]
    if guess == "A":
        chosen = value
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/34b")
def flow_34b():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[2]
    chosen = "fixed"
    if guess == "A":
        chosen = value
    elif guess == "C":
        chosen = "fixed"
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/34d")
def flow_34d():
    value = request.args.get("v", "")
    possible = "XYZ"
    guess = possible[2]
    if guess == "A":
        chosen = "fixed"
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/34e")
def flow_34e():
    value = request.args.get("v", "")
    feed = "ecb"[0]
    if feed == "e":
        chosen = "fixed"
    elif feed == "f":
        chosen = value
    else:
        chosen = value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + parts[1] + ")")


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + parts[0] + ")")


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + parts[0] + parts[2] + ")")


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + parts[0] + ")")


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + parts[-1] + ")")


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + options[selector] + ")")


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + options[selector] + ")")


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + default + ")")


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen + ")")


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + resolved_text(value) + ")")


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + passed_on_text(value) + ")")


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + FlowDefaults.choose(value) + FlowDefaults.pick(value) + ")")


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + FlowDefaults.keep(value) + ")")


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + value.choice.value + ")")


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + value.label + ")")


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + text + ")")


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + text + ")")


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + text + ")")
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + VALUE + ")")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + value + ")")


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + value + ")")


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + value + ")")


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + value + ")")


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + value + ")")


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + value + ")")


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + "".join(parts) + ")")


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + "".join(parts) + ")")


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + picked["q"] + ")")


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + renamed["name"] + ")")


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + str(sizes["q"]) + ")")


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + prefs["role"] + ")")


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + counted["q"] + ")")
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + VALUE + ")")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
TABLE_LANGS = ["en", "de", "fr"]
TABLE_COLUMNS = {"name": "last_name", "hired": "hire_date"}


def table_language(raw):
    for code in sorted(TABLE_LANGS):
        if raw == code:
            return code
    return "en"


def table_column(raw):
    for key, column in TABLE_COLUMNS.items():
        if key == raw:
            return column
    return None


def table_prefix(raw):
    for code in TABLE_LANGS:
        if raw.startswith(code):
            return code
    return raw


def table_first_part(raw):
    for part in raw.split(","):
        if part:
            return part
    return "en"


def table_numbers(raw):
    return float(raw.split(",")[0]), int(len(raw))


@app.route("/flow/t1")
def flow_t1():
    value = request.args.get("v", "")
    picked = table_language(value)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + picked + ")")


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + picked + ")")


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + picked + ")")


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + picked + ")")


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + "%r %r" % (low, count) + ")")



class TableMethods:
    def column(self, raw):
        found = TABLE_COLUMNS.get(raw)
        if found is None:
            raise KeyError(raw)
        return found

    def order_by(self, raw):
        return f"ORDER BY {TABLE_SORTS[raw]}"

    def sort_of(self, raw):
        return TABLE_SORTS[raw]

    def order_by_raw(self, raw):
        return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"

    def flow_method(self):
        value = request.args.get("v", "")
        # a method of the class that looks the value up in a constant table, called on self
        picked = self.column(value)
        # ok: python-ldap-injection-taint
        ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + picked + ")")
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-ldap-injection-taint
        ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + self.order_by(value) + ")")
        # ok: python-ldap-injection-taint
        ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + self.sort_of(value) + ")")
        # ruleid: python-ldap-injection-taint
        ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + self.order_by_raw(value) + ")")


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table_order_by(value) + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table_order_by_raw(value) + ")")


import enum  # noqa: E402
import typing  # noqa: E402


class TableTheme(str, enum.Enum):
    LIGHT = "light"
    DARK = "dark"


TableLocale = typing.Literal["en", "de"]


class TablePrefs:
    locale: TableLocale
    label: str

    def __init__(self, locale, label):
        self.locale = locale
        self.label = label


class TableBox:
    def __init__(self, raw):
        self.raw = raw


@app.route("/flow/t6")
def flow_t6():
    value = request.args.get("v", "")
    picked = TableTheme(value).value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + picked + ")")


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + picked.value + ")")


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + prefs.locale + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + prefs.label + ")")


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + TableBox(value).raw + ")")


import re  # noqa: E402

TABLE_SORTS = {"newest": "created_at DESC", "price": "price ASC"}
TABLE_CODE = re.compile(r"[A-Z]{2}-[0-9]{4}")


def table_sort(raw):
    try:
        return TABLE_SORTS[raw]
    except KeyError:
        raise ValueError(raw) from None


class TableCode:
    def __init__(self, raw):
        if not TABLE_CODE.fullmatch(raw or ""):
            raise ValueError(raw)
        self.code = raw


class TableLoose:
    def __init__(self, raw):
        if not raw:
            raise ValueError(raw)
        self.code = raw


@app.route("/flow/t10")
def flow_t10():
    value = request.args.get("v", "")
    # a helper that returns the table's item the value names
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table_sort(value) + ")")


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + TableCode(value).code + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + TableLoose(value).code + ")")


TABLE_HOSTS = frozenset({"docs.example.com", "help.example.com"})


def table_target(host, path):
    if host not in TABLE_HOSTS or not TABLE_CODE.fullmatch(path):
        raise ValueError(host)
    return f"https://{host}/{path}"


def table_target_loose(host, path):
    if not host or not path:
        raise ValueError(host)
    return f"https://{host}/{path}"


@app.route("/flow/t13")
def flow_t13():
    value = request.args.get("v", "")
    # a helper that turns the value away unless allowed, among other tests
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table_target(value, "AB-1234") + ")")
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + table_target_loose(value, "AB-1234") + ")")


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + picked + ")")
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + negated + ")")
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + prefixed + ")")
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + VALUE + ")")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + head + ")")


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + head + ")")


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + head + ")")


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + head + ")")


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + head + ")")


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + str(sizes[0]) + ")")
# END fragment hidden-request-read-cases


@app.route("/badge")
def badge_holder():
    number = request.args.get("card", type=int)
    conn = ldap.initialize("ldap://directory")
    # Flask converted the argument to a number (or None)
    # ok: python-ldap-injection-taint
    return {"found": bool(conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={number})"))}


@app.route("/badge-name")
def badge_holder_named():
    name = request.args.get("name", type=str)
    conn = ldap.initialize("ldap://directory")
    # ruleid: python-ldap-injection-taint
    return {"found": bool(conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(cn={name})"))}


import enum  # noqa: E402

from fastapi import FastAPI  # noqa: E402
from pydantic import BaseModel  # noqa: E402

directory_api = FastAPI()


class Team(str, enum.Enum):
    security = "security-ops"
    support = "customer-support"


class TeamQuery(BaseModel):
    name: str


@directory_api.get("/teams/{team}/members")
def team_members(team: Team):
    conn = ldap.initialize("ldap://directory")
    # FastAPI admits only the Enum's members
    # ok: python-ldap-injection-taint
    return {"members": conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(cn={})".format(team.value))}


@directory_api.post("/teams/search")
def team_search(query: TeamQuery):
    conn = ldap.initialize("ldap://directory")
    # ruleid: python-ldap-injection-taint
    return {"members": conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(cn={})".format(query.name))}



TEAM_NAME_RE = re.compile(r"[A-Za-z0-9._-]{1,64}")


@directory_api.post("/teams/search-checked")
def team_search_checked(query: TeamQuery):
    if not TEAM_NAME_RE.fullmatch(query.name):
        return {"error": "invalid team name"}
    conn = ldap.initialize("ldap://directory")
    # ok: python-ldap-injection-taint
    return {"members": conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(cn={})".format(query.name))}


@directory_api.post("/teams/search-logged")
def team_search_logged(query: TeamQuery):
    if not TEAM_NAME_RE.fullmatch(query.name):
        print("unusual team name", query.name)
    conn = ldap.initialize("ldap://directory")
    # ruleid: python-ldap-injection-taint
    return {"members": conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(cn={})".format(query.name))}

class AliasDirectory:
    def __init__(self, uri):
        self.conn = ldap.initialize(uri)

    def owner_of(self, alias):
        flt = "(&(objectClass=mailAlias)(mailAlternateAddress={0}))".format(alias)
        return self.conn.search_s("ou=aliases,dc=example,dc=com", ldap.SCOPE_SUBTREE, flt, ["uid"])

    def owner_of_escaped(self, alias):
        flt = "(&(objectClass=mailAlias)(mailAlternateAddress={0}))".format(escape_filter_chars(alias))
        return self.conn.search_s("ou=aliases,dc=example,dc=com", ldap.SCOPE_SUBTREE, flt, ["uid"])


@app.route("/aliases/owner")
def alias_owner():
    directory = AliasDirectory(app.config["LDAP_URI"])
    # ruleid: python-ldap-injection-taint
    return {"owners": directory.owner_of(request.args["alias"])}


@app.route("/aliases/owner/escaped")
def alias_owner_escaped():
    directory = AliasDirectory(app.config["LDAP_URI"])
    # ok: python-ldap-injection-taint
    return {"owners": directory.owner_of_escaped(request.args["alias"])}


def members_of(conn, group):
    search = f"(&(objectClass=group)(cn={group}))"
    return conn.search("dc=example,dc=com", search, attributes=["member"])


@app.route("/groups/members")
def group_members():
    conn = ldap3.Connection(app.config["LDAP_SERVER"])
    # ruleid: python-ldap-injection-taint
    return {"members": members_of(conn, request.args["group"])}


@app.route("/groups/members/admins")
def admin_members():
    conn = ldap3.Connection(app.config["LDAP_SERVER"])
    # ok: python-ldap-injection-taint
    return {"members": members_of(conn, "admins")}


ADDRESS_RE = re.compile(r"[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}")


class ForwardDirectory:
    def __init__(self, uri):
        self.conn = ldap.initialize(uri)

    def forward_owner(self, address):
        if not ADDRESS_RE.fullmatch(address):
            raise ValueError("not an e-mail address")
        flt = "(mailForwardingAddress={0})".format(address)
        return self.conn.search_s("ou=forwards,dc=example,dc=com", ldap.SCOPE_SUBTREE, flt, ["uid"])


@app.route("/forwards/owner")
def forward_owner():
    directory = ForwardDirectory(app.config["LDAP_URI"])
    # ok: python-ldap-injection-taint
    return {"owners": directory.forward_owner(request.args["address"])}


class DirectoryLogin(BaseModel):
    username: str
    password: str


@directory_api.post("/ldap/login")
def directory_login(body: DirectoryLogin):
    user_dn = f"uid={body.username},ou=users,dc=example,dc=org"
    # ruleid: python-ldap-injection-taint
    conn = ldap3.Connection("ldaps://directory", user=user_dn, password=body.password, auto_bind=True)
    conn.unbind()
    return {"authenticated": True}


@directory_api.post("/ldap/login-escaped")
def directory_login_escaped(body: DirectoryLogin):
    user_dn = "uid={},ou=users,dc=example,dc=org".format(ldap3.utils.dn.escape_rdn(body.username))
    # ok: python-ldap-injection-taint
    conn = ldap3.Connection("ldaps://directory", user=user_dn, password=body.password, auto_bind=True)
    conn.unbind()
    return {"authenticated": True}


@app.route("/departments/<department>/staff")
def department_staff(department):
    search_base = f"ou={department},ou=departments,dc=example,dc=com"
    conn = ldap3.Connection(ldap3.Server("ldap.example.com"), auto_bind=True)
    # ruleid: python-ldap-injection-taint
    conn.search(search_base, "(objectClass=person)", attributes=["cn"])
    return {"n": len(conn.entries)}


@app.route("/departments/<department>/staff/escaped")
def department_staff_escaped(department):
    search_base = "ou=%s,ou=departments,dc=example,dc=com" % ldap3.utils.dn.escape_rdn(department)
    conn = ldap3.Connection(ldap3.Server("ldap.example.com"), auto_bind=True)
    # ok: python-ldap-injection-taint
    conn.search(search_base, "(objectClass=person)", attributes=["cn"])
    return {"n": len(conn.entries)}


@app.route("/teams/staff")
def team_staff():
    with ldap3.Connection(ldap3.Server("ldap.example.com"), auto_bind=True) as conn:
        # ruleid: python-ldap-injection-taint
        conn.search(search_base="ou=" + request.args["team"] + ",dc=example,dc=com", search_filter="(cn=*)")
        return {"n": len(conn.entries)}


def member_filter(name):
    escaped = ldap3_escape(name)
    return "(&(objectClass=person)(cn=%s))" % escaped


def raw_member_filter(name):
    return "(&(objectClass=person)(cn=%s))" % name.strip()


class Directory:
    def __init__(self, conn):
        self.conn = conn

    def uid_filter(self, uid):
        return ldap.filter.filter_format("(uid=%s)", [uid])


@app.route("/members")
def members():
    conn = ldap3.Connection("ldap://ldap.example.com", auto_bind=True)
    # a helper of the file that escapes what it is given
    # ok: python-ldap-injection-taint
    conn.search("ou=people,dc=example,dc=com", member_filter(request.args["name"]))
    # ruleid: python-ldap-injection-taint
    conn.search("ou=people,dc=example,dc=com", raw_member_filter(request.args["name"]))
    directory = Directory(conn)
    # ok: python-ldap-injection-taint
    conn.search("ou=people,dc=example,dc=com", directory.uid_filter(request.args["uid"]))
    return "ok"


class PeopleSearch:
    def name_filter(self, name):
        return "(cn=%s)" % ldap3_escape(name)

    def run(self, conn):
        # a method of the handler itself that escapes
        # ok: python-ldap-injection-taint
        conn.search("ou=people,dc=example,dc=com", self.name_filter(request.args["name"]))


from rest_framework import generics, serializers  # noqa: E402
from rest_framework.response import Response  # noqa: E402
from rest_framework.views import APIView  # noqa: E402


class AccountLookupSerializer(serializers.Serializer):
    uid = serializers.RegexField(r"^[a-z][a-z0-9_.-]{2,31}$")
    group = serializers.ChoiceField(choices=["staff", "guests"])
    display = serializers.CharField(max_length=80)


class AccountLookupView(APIView):
    def get(self, request):
        params = AccountLookupSerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        conn = ldap3.Connection("ldap://ldap.example.com", auto_bind=True)
        # a pattern anchored at both ends and a choice: the serializer turned anything else away
        # ok: python-ldap-injection-taint
        conn.search(BASE_DN, f"(uid={params.validated_data['uid']})")
        # ok: python-ldap-injection-taint
        conn.search(BASE_DN, "(memberOf=cn=%s)" % params.validated_data.get("group"))
        # ruleid: python-ldap-injection-taint
        conn.search(BASE_DN, f"(displayName={params.validated_data['display']})")
        data = params.validated_data
        # ok: python-ldap-injection-taint
        conn.search(BASE_DN, f"(uid={data['uid']})")
        # ruleid: python-ldap-injection-taint
        conn.search(BASE_DN, f"(displayName={data['display']})")
        return Response({"n": len(conn.entries)})


class DirectoryEntryCreate(generics.CreateAPIView):
    serializer_class = AccountLookupSerializer

    def perform_create(self, serializer):
        conn = ldap3.Connection("ldap://ldap.example.com", auto_bind=True)
        # the serializer DRF hands perform_create holds the request's data
        # ruleid: python-ldap-injection-taint
        conn.search(BASE_DN, f"(cn={serializer.validated_data['display']})")
        # ok: python-ldap-injection-taint
        conn.search(BASE_DN, f"(uid={serializer.validated_data['uid']})")
        serializer.save()


from typing import Annotated  # noqa: E402

from fastapi import Path, Query  # noqa: E402


@directory_api.get("/accounts/{uid}/status")
def account_status(
    uid: str = Path(..., pattern=r"^[a-z][a-z0-9._-]{2,31}$"),
    group: Annotated[str, Query(pattern=r"^[a-z]+$")] = "staff",
    note: str = Query("", pattern=r"^[a-z]+"),
):
    conn = ldap.initialize("ldap://directory")
    # FastAPI matched the values whole against their patterns before the call
    # ok: python-ldap-injection-taint
    conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(&(uid={uid})(memberOf=cn={group}))")
    # a pattern that only anchors the start lets the rest through
    # ruleid: python-ldap-injection-taint
    return conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(description={note})")


@app.route("/devices/owners")
def device_owners():
    serials = list(map(ldap3_escape, request.args.get("serials", "").split(";")))
    clauses = "".join("(serialNumber=%s)" % s for s in serials if s)
    conn = ldap3.Connection(ldap3.Server("ldap.example.com"), auto_bind=True)
    # ok: python-ldap-injection-taint
    conn.search(BASE_DN, "(|%s)" % clauses, attributes=["owner"])
    return {"n": len(conn.entries)}


@app.route("/devices/owners/trimmed")
def device_owners_trimmed():
    serials = list(map(str.strip, request.args.get("serials", "").split(";")))
    clauses = "".join("(serialNumber=%s)" % s for s in serials if s)
    conn = ldap3.Connection(ldap3.Server("ldap.example.com"), auto_bind=True)
    # ruleid: python-ldap-injection-taint
    conn.search(BASE_DN, "(|%s)" % clauses, attributes=["owner"])
    return {"n": len(conn.entries)}


import pydantic  # noqa: E402


class PeopleQuery(pydantic.BaseModel):
    name: str
    department: str = ""


class DirectorySettings(pydantic.BaseModel):
    people_filter: str = "(objectClass=person)"


class PeopleDirectory:
    def __init__(self, conn):
        self.conn = conn

    def find(self, ldap_filter):
        return self.conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, ldap_filter)


class PeopleService:
    def __init__(self, directory: PeopleDirectory):
        self.directory = directory

    def search(self, query: PeopleQuery):
        # a model of this file handed to a service holds what the client sent
        # ruleid: python-ldap-injection-taint
        return self.directory.find(f"(&(objectClass=person)(cn=*{query.name}*))")

    def search_escaped(self, query: PeopleQuery):
        # ok: python-ldap-injection-taint
        return self.directory.find(f"(&(objectClass=person)(cn=*{escape_filter_chars(query.name)}*))")

    def everyone(self, settings: DirectorySettings):
        # a settings model is the operator's
        # ok: python-ldap-injection-taint
        return self.directory.find(settings.people_filter)


# BEGIN fragment dependency-parameter-cases source=request sink=ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + VALUE + ")")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
from typing import Annotated  # noqa: E402

from fastapi import Depends, FastAPI, Header, Query  # noqa: E402

dependency_api = FastAPI()


def dependency_acting_user(x_acting_user: str | None = Header(default=None)):
    if (acting := x_acting_user) is not None:
        # ruleid: python-ldap-injection-taint
        ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + acting.strip() + ")")
    return x_acting_user


def dependency_page(page: int = Query(1, ge=1)):
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + str(page) + ")")
    return page


def dependency_slug(slug: str = Query("main", pattern=r"^[a-z]{1,20}$")):
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + slug + ")")
    return slug


def dependency_region(region: str | None = Query(None)):
    return {"region": region}


def dependency_fixed():
    return {"region": "eu"}


@dependency_api.get("/dependency/report")
def dependency_report(
    chosen: dict = Depends(dependency_region), fixed: dict = Depends(dependency_fixed)
):
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + chosen["region"] + ")")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + fixed["region"] + ")")
    return {}


def dependency_token(x_token: Annotated[str, Header()]):
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + x_token + ")")
    return x_token


def dependency_code(code: Annotated[str, Query(pattern=r"^[a-z]{2}$")] = "en"):
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + code + ")")
    return code


def dependency_team(team: Annotated[str | None, Query()] = None):
    return {"team": team}


def dependency_owner() -> str:
    return "platform"


@dependency_api.get("/dependency/teams")
def dependency_teams(
    owner: Annotated[str, Depends(dependency_owner)],
    team: dict = Depends(dependency_team),
    slug: str = Depends(dependency_slug),
):
    # ruleid: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + team["team"] + ")")
    # a dependency that returns text it matched whole against a pattern
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + slug + ")")
    # ok: python-ldap-injection-taint
    ldap_conn.search(search_base="dc=example,dc=org", search_filter="(cn=" + owner + ")")
    return {}
# END fragment dependency-parameter-cases


import functools  # noqa: E402

MAIL_FILTER = functools.partial(ldap.filter.filter_format, "(&(objectClass=person)(mail=%s))")
MAIL_TEMPLATE = functools.partial("(&(objectClass=person)(mail={}))".format)


@app.route("/people/by-mail")
def people_by_mail():
    conn = ldap.initialize("ldap://ldap.example.org")
    address = request.args.get("mail", "")
    # a partial of filter_format escapes what it is given
    # ok: python-ldap-injection-taint
    found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, MAIL_FILTER([address]))
    # ruleid: python-ldap-injection-taint
    found += conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, MAIL_TEMPLATE(address))
    return {"found": len(found)}


class GroupLookup:
    def __init__(self, group_name):
        self.group_name = group_name
        self.conn = ldap.initialize("ldap://ldap.example.org")

    def _filter(self):
        return "(&(objectClass=groupOfNames)(cn=%s))" % self.group_name

    def members(self):
        return self.conn.search_s("ou=groups,dc=example,dc=org", ldap.SCOPE_SUBTREE, self._filter())


class EscapedGroupLookup:
    def __init__(self, group_name):
        self.group_name = escape_filter_chars(group_name)
        self.conn = ldap.initialize("ldap://ldap.example.org")

    def members(self):
        return self.conn.search_s("ou=groups,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(cn=*)")


@app.route("/groups/members")
def group_members():
    name = request.args.get("group", "staff")
    # an object made from the request whose method formats its field into the filter
    # ruleid: python-ldap-injection-taint
    found = GroupLookup(name).members()
    # ok: python-ldap-injection-taint
    found += EscapedGroupLookup(name).members()
    return {"members": len(found)}
