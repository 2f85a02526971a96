import functools
import urllib.parse
import urllib.request

import httpx
import requests
from django.http import HttpRequest, JsonResponse
from fastapi import FastAPI
from flask import Flask, request

app = Flask(__name__)
api = FastAPI()


@app.route("/preview")
def preview():
    url = request.args["url"]
    # ruleid: python-ssrf-taint
    resp = requests.get(url, timeout=5)
    return resp.text


post_json = functools.partial(httpx.post, timeout=3.0)


@app.route("/webhooks/test", methods=["POST"])
def webhook_test():
    target = request.headers.get("X-Callback-Url", "").strip()
    # ruleid: python-ssrf-taint
    return {"status": post_json(target, json={"event": "ping"}).status_code}


@app.route("/webhooks/test-fixed", methods=["POST"])
def webhook_test_fixed():
    event = request.headers.get("X-Event", "ping")
    # ok: python-ssrf-taint
    return {"status": post_json("https://hooks.example.com/ping", json={"event": event}).status_code}


@app.route("/proxy", methods=["POST"])
def proxy():
    target = request.get_json()["target"]
    with requests.Session() as session:
        # ruleid: python-ssrf-taint
        return session.post(target, json={"a": 1}, timeout=5).text


@app.route("/proxy-method", methods=["POST"])
def proxy_method():
    target = request.get_json()["target"]
    with requests.Session() as session:
        # ruleid: python-ssrf-taint
        return session.request("POST", target, json={"a": 1}, timeout=5).text


@app.route("/proxy-method-fixed", methods=["POST"])
def proxy_method_fixed():
    target = request.get_json()["target"]
    with requests.Session() as session:
        # ok: python-ssrf-taint
        return session.request("POST", "https://api.example.com/echo", json={"target": target}, timeout=5).text


@app.route("/user/<user_id>")
def user(user_id):
    # ok: python-ssrf-taint
    resp = requests.get(f"https://api.example.com/users/{user_id}", timeout=5)
    return resp.json()


@app.route("/search")
def search():
    term = request.args["q"]
    # ok: python-ssrf-taint
    return requests.get("https://search.example.com/api", params={"q": term}, timeout=5).json()


def django_fetch(request: HttpRequest) -> JsonResponse:
    host = request.GET["host"]
    # ruleid: python-ssrf-taint
    body = urllib.request.urlopen("http://" + host + "/status", timeout=5).read()
    # ok: python-ssrf-taint
    status = urllib.request.urlopen("https://status.example.com/" + host, timeout=5).read()
    return JsonResponse({"body": body.decode(), "status": status.decode()})


@api.get("/fetch")
async def fetch(url: str):
    async with httpx.AsyncClient() as client:
        # ruleid: python-ssrf-taint
        r = await client.get(url)
    return r.text


@api.get("/fetch/fixed")
async def fetch_fixed(item: str):
    async with httpx.AsyncClient(base_url="https://inventory.internal/") as client:
        # ok: python-ssrf-taint
        r = await client.get(f"https://inventory.internal/items/{item}")
    return r.text


def webhook(url: str) -> None:
    # ok: python-ssrf-taint
    httpx.post(url, json={"ok": True})


ALLOWED_HOSTS = {"images.example.com", "cdn.example.com"}
TRUSTED_URLS = {"https://status.example.com/health", "https://backup.example.com/health"}


@app.route("/image")
def image():
    url = request.args["src"]
    if urllib.parse.urlparse(url).hostname not in ALLOWED_HOSTS:
        return "host not allowed", 400
    # ok: python-ssrf-taint
    return requests.get(url, timeout=5).content


@app.route("/image/split")
def image_split():
    url = request.args["src"]
    parts = urllib.parse.urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_HOSTS:
        return "host not allowed", 400
    # ok: python-ssrf-taint
    return requests.get(url, timeout=5).content


@app.route("/image/host")
def image_host():
    url = request.args["src"]
    host = urllib.parse.urlparse(url).hostname
    if host in ALLOWED_HOSTS:
        # ok: python-ssrf-taint
        return requests.get(url, timeout=5).content
    return "host not allowed", 400


@app.route("/image/unchecked")
def image_unchecked():
    url = request.args["src"]
    host = urllib.parse.urlparse(url).hostname
    app.logger.info("fetching from %s", host)
    # ruleid: python-ssrf-taint
    return requests.get(url, timeout=5).content


@app.route("/health")
def health():
    url = request.args["url"]
    if url not in TRUSTED_URLS:
        return "unknown", 400
    # ok: python-ssrf-taint
    return requests.get(url, timeout=5).text


def django_callback(request: HttpRequest) -> JsonResponse:
    from django.utils.http import url_has_allowed_host_and_scheme

    url = request.POST["callback"]
    if not url_has_allowed_host_and_scheme(url, allowed_hosts={"hooks.example.com"}, require_https=True):
        return JsonResponse({"error": "bad callback"}, status=400)
    # ok: python-ssrf-taint
    requests.post(url, json={"done": True}, timeout=5)
    return JsonResponse({"ok": True})


def django_callback_by_keyword(request: HttpRequest) -> JsonResponse:
    from django.utils.http import url_has_allowed_host_and_scheme

    url = request.POST["callback"]
    if not url_has_allowed_host_and_scheme(url=url, allowed_hosts={"hooks.example.com"}):
        return JsonResponse({"error": "bad callback"}, status=400)
    # ok: python-ssrf-taint
    requests.post(url, json={"done": True}, timeout=5)
    return JsonResponse({"ok": True})


def django_callback_httpx(request: HttpRequest) -> JsonResponse:
    url = request.POST["callback"]
    # ruleid: python-ssrf-taint
    httpx.request("POST", url, json={"done": True}, timeout=5)
    return JsonResponse({"ok": True})


def django_callback_helper(request: HttpRequest) -> JsonResponse:
    url = request.POST["callback"]
    if not is_allowed_url(url):
        return JsonResponse({"error": "bad callback"}, status=400)
    # ok: python-ssrf-taint
    requests.post(url, json={"done": True}, timeout=5)
    return JsonResponse({"ok": True})


def django_port(request: HttpRequest) -> JsonResponse:
    port = int(request.GET["port"])
    # ok: python-ssrf-taint
    body = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5).read()
    return JsonResponse({"size": len(body)})


def django_shard(request: HttpRequest) -> JsonResponse:
    shard = urllib.parse.quote(request.GET["shard"], safe="")
    # ok: python-ssrf-taint
    body = urllib.request.urlopen("http://" + "shards.internal/" + shard, timeout=5).read()
    # ok: python-ssrf-taint
    other = requests.get("http://" + "shards.internal/" + urllib.parse.quote_plus(request.GET["q"]), timeout=5)
    return JsonResponse({"size": len(body) + len(other.content)})


def is_allowed_url(url: str) -> bool:
    return urllib.parse.urlparse(url).hostname in ALLOWED_HOSTS


import aiohttp

MIRRORS = {"eu": "https://eu.mirror.example.com/", "us": "https://us.mirror.example.com/"}
CACHE: dict[str, str] = {}


def ping_endpoint(target):
    return requests.head(target, timeout=3).status_code


def read_remote(address):
    with urllib.request.urlopen(address, timeout=5) as handle:
        return handle.read()


def cached(key):
    return CACHE.get(key)


@app.route("/ping-endpoint")
def ping_remote():
    # ruleid: python-ssrf-taint
    return {"status": ping_endpoint(request.args["target"])}


@app.route("/remote")
def remote():
    address = request.args.get("address", "")
    # ruleid: python-ssrf-taint
    return read_remote(address)


@app.route("/remote-known")
def remote_known():
    address = request.args.get("address", "")
    # ok: python-ssrf-taint
    return read_remote(MIRRORS.get(address, "https://mirror.example.com/"))


@app.route("/cached")
def cached_value():
    # ok: python-ssrf-taint
    return {"value": cached(request.args["key"])}


@app.route("/mirror")
def mirror():
    base = MIRRORS[request.args.get("region", "eu")]
    # ok: python-ssrf-taint
    return requests.get(base + "index.json", timeout=5).json()


@app.route("/ping-int")
def ping_int():
    port = int(request.args.get("port", "80"))
    # ok: python-ssrf-taint
    return {"status": ping_endpoint(f"http://localhost:{port}/health")}


async def fetch_body(link):
    async with aiohttp.ClientSession() as http:
        async with http.get(link) as response:
            return await response.text()


@api.get("/fetch")
async def fetch(link: str):
    # ruleid: python-ssrf-taint
    return {"body": await fetch_body(link)}


@api.get("/fetch-known")
async def fetch_known(name: str):
    # ok: python-ssrf-taint
    return {"body": await fetch_body(MIRRORS.get(name, "https://mirror.example.com/"))}


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
# BEGIN fragment decidable-flow-cases source=request sink=requests.get("http://" + VALUE + "/status", timeout=5)
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
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


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
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


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
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


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
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-ssrf-taint
    requests.get("http://" + table["fixed"] + "/status", timeout=5)
    # ok: python-ssrf-taint
    requests.get("http://" + table.get("fixed") + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + table["user"] + "/status", timeout=5)


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-ssrf-taint
    requests.get("http://" + table.get("fixed") + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + table["user"] + "/status", timeout=5)


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-ssrf-taint
    requests.get("http://" + table[FLOW_KEY] + "/status", timeout=5)


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-ssrf-taint
    requests.get("http://" + table["fixed"] + "/status", timeout=5)


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-ssrf-taint
    requests.get("http://" + table["fixed"] + "/status", timeout=5)


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-ssrf-taint
    requests.get("http://" + table["fixed"] + "/status", timeout=5)


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-ssrf-taint
    requests.get("http://" + items[0] + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + items[1] + "/status", timeout=5)


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-ssrf-taint
    requests.get("http://" + items[-1] + "/status", timeout=5)
    # ok: python-ssrf-taint
    requests.get("http://" + items[-2] + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + items[-3] + "/status", timeout=5)


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-ssrf-taint
    requests.get("http://" + items[-1] + "/status", timeout=5)


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-ssrf-taint
    requests.get("http://" + items[1] + "/status", timeout=5)
    # ok: python-ssrf-taint
    requests.get("http://" + table["fixed"] + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + table["asked"] + "/status", timeout=5)


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-ssrf-taint
    requests.get("http://" + items[1] + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + items[0] + "/status", timeout=5)


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-ssrf-taint
    requests.get("http://" + items[0] + "/status", timeout=5)


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-ssrf-taint
    requests.get("http://" + items[0] + "/status", timeout=5)


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-ssrf-taint
    requests.get("http://" + items[0] + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + items[1] + "/status", timeout=5)


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-ssrf-taint
    requests.get("http://" + trimmed_text(value) + "/status", timeout=5)


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-ssrf-taint
    requests.get("http://" + prefixed_text(value) + "/status", timeout=5)


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-ssrf-taint
    requests.get("http://" + str(count) + "/status", timeout=5)


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-ssrf-taint
    requests.get("http://" + digest + "/status", timeout=5)


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-ssrf-taint
    requests.get("http://" + parts["chosen"] + "/status", timeout=5)


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-ssrf-taint
    requests.get("http://" + parts["chosen"] + "/status", timeout=5)


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-ssrf-taint
    requests.get("http://" + merged + "/status", timeout=5)


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-ssrf-taint
    requests.get("http://" + f"report-{when}" + "/status", timeout=5)


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-ssrf-taint
    requests.get("http://" + f"report-{when:%Y%m%d}" + "/status", timeout=5)


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-ssrf-taint
    requests.get("http://" + kept + "/status", timeout=5)


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-ssrf-taint
    requests.get("http://" + kept + "/status", timeout=5)


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-ssrf-taint
    requests.get("http://" + kept + "/status", timeout=5)


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
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


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
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


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
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


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
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-ssrf-taint
    requests.get("http://" + parts[1] + "/status", timeout=5)


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-ssrf-taint
    requests.get("http://" + parts[0] + "/status", timeout=5)


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-ssrf-taint
    requests.get("http://" + parts[0] + parts[2] + "/status", timeout=5)


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-ssrf-taint
    requests.get("http://" + parts[0] + "/status", timeout=5)


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-ssrf-taint
    requests.get("http://" + parts[-1] + "/status", timeout=5)


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-ssrf-taint
    requests.get("http://" + options[selector] + "/status", timeout=5)


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-ssrf-taint
    requests.get("http://" + options[selector] + "/status", timeout=5)


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-ssrf-taint
    requests.get("http://" + default + "/status", timeout=5)


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen + "/status", timeout=5)


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-ssrf-taint
    requests.get("http://" + resolved_text(value) + "/status", timeout=5)


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-ssrf-taint
    requests.get("http://" + passed_on_text(value) + "/status", timeout=5)


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-ssrf-taint
    requests.get("http://" + FlowDefaults.choose(value) + FlowDefaults.pick(value) + "/status", timeout=5)


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-ssrf-taint
    requests.get("http://" + FlowDefaults.keep(value) + "/status", timeout=5)


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-ssrf-taint
    requests.get("http://" + value.choice.value + "/status", timeout=5)


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-ssrf-taint
    requests.get("http://" + value.label + "/status", timeout=5)


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-ssrf-taint
    requests.get("http://" + text + "/status", timeout=5)


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-ssrf-taint
    requests.get("http://" + text + "/status", timeout=5)


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-ssrf-taint
    requests.get("http://" + text + "/status", timeout=5)
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=requests.get("http://" + VALUE + "/status", timeout=5)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-ssrf-taint
    requests.get("http://" + value + "/status", timeout=5)


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-ssrf-taint
    requests.get("http://" + value + "/status", timeout=5)


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-ssrf-taint
    requests.get("http://" + value + "/status", timeout=5)


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-ssrf-taint
    requests.get("http://" + value + "/status", timeout=5)


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-ssrf-taint
    requests.get("http://" + value + "/status", timeout=5)


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-ssrf-taint
    requests.get("http://" + value + "/status", timeout=5)


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-ssrf-taint
    requests.get("http://" + "".join(parts) + "/status", timeout=5)


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-ssrf-taint
    requests.get("http://" + "".join(parts) + "/status", timeout=5)


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-ssrf-taint
    requests.get("http://" + picked["q"] + "/status", timeout=5)


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-ssrf-taint
    requests.get("http://" + renamed["name"] + "/status", timeout=5)


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-ssrf-taint
    requests.get("http://" + str(sizes["q"]) + "/status", timeout=5)


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-ssrf-taint
    requests.get("http://" + prefs["role"] + "/status", timeout=5)


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-ssrf-taint
    requests.get("http://" + counted["q"] + "/status", timeout=5)
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=requests.get("http://" + VALUE + "/status", timeout=5)
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
    # ok: python-ssrf-taint
    requests.get("http://" + picked + "/status", timeout=5)


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-ssrf-taint
    requests.get("http://" + picked + "/status", timeout=5)


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-ssrf-taint
    requests.get("http://" + picked + "/status", timeout=5)


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-ssrf-taint
    requests.get("http://" + picked + "/status", timeout=5)


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-ssrf-taint
    requests.get("http://" + "%r %r" % (low, count) + "/status", timeout=5)



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
        # ok: python-ssrf-taint
        requests.get("http://" + picked + "/status", timeout=5)
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-ssrf-taint
        requests.get("http://" + self.order_by(value) + "/status", timeout=5)
        # ok: python-ssrf-taint
        requests.get("http://" + self.sort_of(value) + "/status", timeout=5)
        # ruleid: python-ssrf-taint
        requests.get("http://" + self.order_by_raw(value) + "/status", timeout=5)


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-ssrf-taint
    requests.get("http://" + table_order_by(value) + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + table_order_by_raw(value) + "/status", timeout=5)


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
    # ok: python-ssrf-taint
    requests.get("http://" + picked + "/status", timeout=5)


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-ssrf-taint
    requests.get("http://" + picked.value + "/status", timeout=5)


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-ssrf-taint
    requests.get("http://" + prefs.locale + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + prefs.label + "/status", timeout=5)


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-ssrf-taint
    requests.get("http://" + TableBox(value).raw + "/status", timeout=5)


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
    # ok: python-ssrf-taint
    requests.get("http://" + table_sort(value) + "/status", timeout=5)


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-ssrf-taint
    requests.get("http://" + TableCode(value).code + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + TableLoose(value).code + "/status", timeout=5)


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
    # ok: python-ssrf-taint
    requests.get("http://" + table_target(value, "AB-1234") + "/status", timeout=5)
    # ruleid: python-ssrf-taint
    requests.get("http://" + table_target_loose(value, "AB-1234") + "/status", timeout=5)


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-ssrf-taint
    requests.get("http://" + picked + "/status", timeout=5)
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-ssrf-taint
    requests.get("http://" + negated + "/status", timeout=5)
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-ssrf-taint
    requests.get("http://" + prefixed + "/status", timeout=5)
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=requests.get("http://" + VALUE + "/status", timeout=5)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-ssrf-taint
    requests.get("http://" + head + "/status", timeout=5)


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-ssrf-taint
    requests.get("http://" + head + "/status", timeout=5)


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-ssrf-taint
    requests.get("http://" + head + "/status", timeout=5)


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-ssrf-taint
    requests.get("http://" + head + "/status", timeout=5)


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-ssrf-taint
    requests.get("http://" + head + "/status", timeout=5)


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-ssrf-taint
    requests.get("http://" + str(sizes[0]) + "/status", timeout=5)
# END fragment hidden-request-read-cases


# Tornado's HTTP client, http.client, an annotated client session
import http.client  # noqa: E402
import re  # noqa: E402

import aiohttp  # noqa: E402
import tornado.web  # noqa: E402
from aiohttp import web  # noqa: E402
from tornado.httpclient import AsyncHTTPClient  # noqa: E402

SLUG = re.compile(r"[a-z0-9-]{1,40}")
ALLOWED_HOSTS = {"api.partner.example", "feeds.partner.example"}


class Mirror(tornado.web.RequestHandler):
    async def get(self):
        client = AsyncHTTPClient()
        # ruleid: python-ssrf-taint
        response = await client.fetch(self.get_argument("source"))
        self.write(response.body)

    async def post(self, slug):
        if not SLUG.fullmatch(slug):
            raise tornado.web.HTTPError(404)
        # ok: python-ssrf-taint
        response = await AsyncHTTPClient().fetch(f"https://{slug}.cdn.example/x")
        self.write(response.body)


def wsgi_ping(environ, start_response):
    host = environ["HTTP_X_UPSTREAM"]
    # ruleid: python-ssrf-taint
    conn = http.client.HTTPSConnection(host, timeout=5)
    conn.request("GET", "/ping")
    start_response("204 No Content", [])
    return []


def wsgi_ping_listed(environ, start_response):
    host = environ["HTTP_X_UPSTREAM"]
    if host not in ALLOWED_HOSTS:
        start_response("400 Bad Request", [])
        return []
    # ok: python-ssrf-taint
    conn = http.client.HTTPSConnection(host, timeout=5)
    conn.request("GET", "/ping")
    start_response("204 No Content", [])
    return []


async def relay(request: web.Request) -> web.Response:
    session: aiohttp.ClientSession = request.app["client"]
    # ruleid: python-ssrf-taint
    async with session.get(request.query["url"]) as upstream:
        return web.Response(body=await upstream.read())


async def relay_fixed(request: web.Request) -> web.Response:
    session: aiohttp.ClientSession = request.app["client"]
    # ok: python-ssrf-taint
    async with session.get("https://status.example.com/" + request.query["item"]) as upstream:
        return web.Response(body=await upstream.read())


BLOCKED_HOSTS = {"169.254.169.254", "localhost"}


def wsgi_ping_denylist(environ, start_response):
    host = environ["HTTP_X_UPSTREAM"]
    if host in BLOCKED_HOSTS:
        start_response("400 Bad Request", [])
        return []
    # ruleid: python-ssrf-taint
    conn = http.client.HTTPSConnection(host, timeout=5)
    conn.request("GET", "/ping")
    start_response("204 No Content", [])
    return []


from django.conf import settings  # noqa: E402


def ping_configured(request):
    endpoint = settings.WEBHOOK_ENDPOINTS.get(request.POST.get("service", ""))
    # ok: python-ssrf-taint
    return requests.post(endpoint, json={"event": "ping"}, timeout=5)


def ping_any(request):
    endpoint = request.POST.get("endpoint", "")
    # ruleid: python-ssrf-taint
    return requests.post(endpoint, json={"event": "ping"}, timeout=5)


def allowed_image_url(url):
    return url.startswith("https://images.example.com/")


def looks_like_url(url):
    return "://" in url


@app.route("/relay")
def relay_image():
    src = request.args.get("src", "")
    if not allowed_image_url(src):
        return {"error": "host not permitted"}, 400
    # ok: python-ssrf-taint
    return requests.get(src, timeout=5).content


@app.route("/relay-any")
def relay_any():
    src = request.args.get("src", "")
    if not looks_like_url(src):
        return {"error": "not a URL"}, 400
    # a check not named for what it allows says nothing about the host
    # ruleid: python-ssrf-taint
    return requests.get(src, timeout=5).content


from aiohttp import web  # noqa: E402


async def link_preview(request):
    data = await request.json()
    session = request.app["http"]
    # ruleid: python-ssrf-taint
    async with session.get(data.get("url", ""), timeout=5) as resp:
        return web.json_response({"status": resp.status})


async def status_page(request):
    session = request.app["http"]
    region = request.query.get("region", "eu")
    # a fixed host with the value only in the path
    # ok: python-ssrf-taint
    async with session.get(f"https://status.example.com/{region}", timeout=5) as resp:
        return web.json_response({"status": resp.status})


RATES_API = "https://api.rates.example.net/v1/latest"


@app.route("/rates")
def rates():
    base = request.args.get("base", "USD")
    # a base URL constant with the value only in the query
    # ok: python-ssrf-taint
    return requests.get(f"{RATES_API}?base={base}", timeout=5).json()


@app.route("/rates-from")
def rates_from():
    api = request.args.get("api", "")
    # ruleid: python-ssrf-taint
    return requests.get(f"{api}?base=USD", timeout=5).json()


def probe_node(host, port, path="/healthz"):
    url = f"http://{host}:{port}{path}"
    return requests.get(url, timeout=3).status_code


def api_user(user_id):
    url = f"https://api.example.com/users/{user_id}"
    return requests.get(url, timeout=3).json()


class FeedFetcher:
    def __init__(self, session):
        self.session = session

    def fetch(self, feed_host):
        target = "http://" + feed_host + "/rss"
        return self.session.get(target, timeout=5)


@app.route("/ops/health")
def node_health():
    host = request.args.get("node", "localhost")
    # ruleid: python-ssrf-taint
    return {"status": probe_node(host, 8080)}


@app.route("/ops/health/default")
def node_health_default():
    # ok: python-ssrf-taint
    return {"status": probe_node(app.config["NODE_HOST"], 8080)}


@app.route("/users/<user_id>/profile")
def user_profile(user_id):
    # ok: python-ssrf-taint
    return api_user(user_id)


@app.route("/feeds/preview")
def feed_preview():
    fetcher = FeedFetcher(requests.Session())
    # ruleid: python-ssrf-taint
    return fetcher.fetch(request.args["host"]).text


def is_allowed_node(host):
    return host in app.config["NODES"]


def probe_known_node(host, port):
    if not is_allowed_node(host):
        raise ValueError("unknown node")
    url = f"http://{host}:{port}/healthz"
    return requests.get(url, timeout=3).status_code


@app.route("/ops/health/known")
def known_node_health():
    # ok: python-ssrf-taint
    return {"status": probe_known_node(request.args["node"], 8080)}


async def download_image(image_url: str) -> bytes:
    async with httpx.AsyncClient(timeout=8.0) as client:
        response = await client.get(image_url)
    return response.content


@api.post("/me/avatar/import")
async def import_avatar(image_url: str):
    # ruleid: python-ssrf-taint
    data = await download_image(image_url)
    return {"bytes": len(data)}


IMAGE_HOSTS = {"images.example-cdn.com"}


def checked_image_url(raw: str) -> str:
    parts = urllib.parse.urlsplit(raw)
    if parts.scheme != "https" or parts.hostname not in IMAGE_HOSTS:
        raise ValueError("image host not allowed")
    return raw


def loose_image_url(raw: str) -> str:
    parts = urllib.parse.urlsplit(raw)
    if parts.scheme != "https":
        raise ValueError("https only")
    return raw


@app.route("/img")
def proxy_image():
    url = checked_image_url(request.args.get("src", ""))
    # ok: python-ssrf-taint
    return requests.get(url, timeout=5).content


@app.route("/img/any")
def proxy_any_image():
    url = loose_image_url(request.args.get("src", ""))
    # ruleid: python-ssrf-taint
    return requests.get(url, timeout=5).content


def label_url(raw):
    host = urllib.parse.urlparse(raw).hostname
    if host not in IMAGE_HOSTS:
        return None
    return raw


@app.route("/labels")
def proxy_label():
    url = label_url(request.args.get("src", ""))
    if url is None:
        return "host not permitted", 400
    # ok: python-ssrf-taint
    return requests.get(url, timeout=5).content


def feed_url():
    return request.args.get("feed") or request.form.get("feed")


def default_feed_url():
    return app.config["DEFAULT_FEED"]


@app.route("/feeds/fetch")
def fetch_feed():
    # ruleid: python-ssrf-taint
    return requests.get(feed_url(), timeout=5).text


@app.route("/feeds/default")
def fetch_default_feed():
    # ok: python-ssrf-taint
    return requests.get(default_feed_url(), timeout=5).text


PARTNER_DOMAINS = ("example.com", "docs.example.com")


def vet_link(raw):
    parts = urllib.parse.urlsplit(raw)
    host = (parts.hostname or "").lower()
    if parts.scheme != "https" or host not in PARTNER_DOMAINS:
        raise ValueError("link not allowed")
    return f"https://{host}{parts.path or '/'}"


def tidy_link(raw):
    parts = urllib.parse.urlsplit(raw)
    host = (parts.hostname or "").lower()
    app.logger.info("unfurling %s", host)
    return f"https://{host}{parts.path or '/'}"


@app.route("/unfurl")
def unfurl():
    # ok: python-ssrf-taint
    return requests.get(vet_link(request.args.get("url", "")), timeout=5).text


@app.route("/unfurl/tidied")
def unfurl_tidied():
    # ruleid: python-ssrf-taint
    return requests.get(tidy_link(request.args.get("url", "")), timeout=5).text


WEBHOOK_DEFAULTS = {"host": "hooks.internal.example", "path": "/ping"}


@app.route("/webhooks/test-settings", methods=["POST"])
def webhook_test_settings():
    # a dict comprehension over the form keeps its values
    settings = {k: v for k, v in request.form.items() if k in ("host", "path")}
    # ruleid: python-ssrf-taint
    return requests.get("http://{}{}".format(settings["host"], settings["path"])).text


@app.route("/webhooks/test-fields", methods=["POST"])
def webhook_test_fields():
    fields = {key: request.form[key] for key in ("host", "path") if key in request.form}
    # ruleid: python-ssrf-taint
    return requests.get("http://%s%s" % (fields["host"], fields["path"])).text


@app.route("/webhooks/test-defaults", methods=["POST"])
def webhook_test_defaults():
    settings = {k: v for k, v in WEBHOOK_DEFAULTS.items()}
    # ok: python-ssrf-taint
    return requests.get("http://{}{}".format(settings["host"], settings["path"])).text


class PreviewClient:
    def __init__(self, session):
        self.session = session

    def fetch(self, url):
        response = self.session.get(url, timeout=5)
        return response.text

    def fetch_status(self, path):
        return self.session.get("https://status.example.com/" + path, timeout=5).status_code


preview_client = PreviewClient(requests.Session())


@app.route("/links/preview/method")
def link_preview_by_method():
    url = request.args.get("url", "")
    # ruleid: python-ssrf-taint
    return preview_client.fetch(url)


@app.route("/links/preview/method/status")
def link_status_by_method():
    # ok: python-ssrf-taint
    return {"status": preview_client.fetch_status(request.args.get("path", ""))}


@app.route("/links/preview/method/fixed")
def link_preview_fixed_by_method():
    # ok: python-ssrf-taint
    return preview_client.fetch(app.config["STATUS_URL"])


class CheckedPreviewClient:
    def __init__(self, session):
        self.session = session

    def preview(self, url):
        if not is_allowed_preview_url(url):
            raise ValueError("preview host not allowed")
        return self.session.get(url, timeout=5).text


def is_allowed_preview_url(url):
    return urllib.parse.urlsplit(url).hostname in app.config["PREVIEW_HOSTS"]


@app.route("/links/preview/method/checked")
def link_preview_checked_by_method():
    client = CheckedPreviewClient(requests.Session())
    # ok: python-ssrf-taint
    return client.preview(request.args.get("url", ""))


class RegionClient:
    def __init__(self, base_url="https://api.example.com", session=None):
        self.base_url = base_url
        self.session = session or requests.Session()

    def forecast(self, city):
        url = f"{self.base_url}/cities/{city}/forecast"
        return self.session.get(url, timeout=4).json()

    def region_url(self, region):
        return REGION_ENDPOINTS[region] + "/status"

    def status(self, region):
        url = self.region_url(region)
        return self.session.get(url, timeout=4).json()

    def mirror(self, host):
        url = "http://" + host + "/mirror.json"
        return self.session.get(url, timeout=4).json()

    def relay(self, event, url):
        return self.session.post(url, json={"event": event}).status_code

    def notify(self, url, event, payload):
        return self.session.post(url, json={"event": event, "data": payload}).status_code


REGION_ENDPOINTS = {"eu": "https://eu.example.com", "us": "https://us.example.com"}
regions = RegionClient()


@app.route("/regions/forecast")
def region_forecast():
    # ok: python-ssrf-taint
    return regions.forecast(request.args.get("city", ""))


@app.route("/regions/status")
def region_status():
    # ok: python-ssrf-taint
    return regions.status(request.args.get("region", "eu"))


@app.route("/regions/mirror")
def region_mirror():
    # ruleid: python-ssrf-taint
    return regions.mirror(request.args.get("host", ""))


PARTNER_CALLBACK_HOSTS = {"acme": "hooks.acme.example", "globex": "callbacks.globex.example"}


class PartnerCallbacks:
    def __init__(self):
        self.client = httpx.Client(timeout=5)

    def validated(self, partner, raw_url):
        expected = PARTNER_CALLBACK_HOSTS.get(partner)
        parts = urllib.parse.urlsplit(raw_url)
        if expected is None or parts.hostname != expected:
            raise ValueError("callback host not registered")
        return parts.geturl()

    def unchecked(self, partner, raw_url):
        parts = urllib.parse.urlsplit(raw_url)
        if parts.scheme != "https":
            raise ValueError("https only")
        return parts.geturl()


partner_callbacks = PartnerCallbacks()


@app.route("/partners/callback/test", methods=["POST"])
def partner_callback_test():
    url = partner_callbacks.validated(request.form["partner"], request.form["url"])
    # ok: python-ssrf-taint
    return {"status": httpx.post(url, json={"ping": True}).status_code}


@app.route("/partners/callback/scheme", methods=["POST"])
def partner_callback_scheme_only():
    url = partner_callbacks.unchecked(request.form["partner"], request.form["url"])
    # ruleid: python-ssrf-taint
    return {"status": httpx.post(url, json={"ping": True}).status_code}


@app.route("/regions/notify", methods=["POST"])
def region_notify():
    # ok: python-ssrf-taint
    return {"status": regions.notify(app.config["NOTIFY_URL"], request.form["event"], request.form)}


@app.route("/regions/notify/any", methods=["POST"])
def region_notify_any():
    # ruleid: python-ssrf-taint
    return {"status": regions.notify(request.form["url"], "ping", {})}


@app.route("/regions/notify/named", methods=["POST"])
def region_notify_named():
    # ruleid: python-ssrf-taint
    return {"status": regions.notify(event="ping", payload={}, url=request.form["url"])}


@app.route("/regions/relay", methods=["POST"])
def region_relay():
    # ruleid: python-ssrf-taint
    return {"status": regions.relay("ping", request.form["url"])}


class SessionStore:
    def __init__(self):
        self._sessions = {}

    def get(self, sid):
        return self._sessions.get(sid)


session_store = SessionStore()


@app.route("/sessions/me")
def session_me():
    # ok: python-ssrf-taint
    return {"session": session_store.get(request.cookies.get("sid", ""))}


class FeedClient:
    def __init__(self, session):
        self.session = session

    def get(self, url):
        return self.session.get(url, timeout=5).text


feeds = FeedClient(requests.Session())
feed_cache = {}


@app.route("/feeds/cached")
def cached_feed():
    # ok: python-ssrf-taint
    cached = feed_cache.get(request.args.get("url", ""))
    # ruleid: python-ssrf-taint
    return cached or feeds.get(request.args.get("url", ""))


from fastapi import Depends  # noqa: E402


def get_feed_client() -> FeedClient:
    return FeedClient(requests.Session())


@api.get("/feeds/proxy")
async def feed_proxy(url: str, client: FeedClient = Depends(get_feed_client)):
    # ruleid: python-ssrf-taint
    return client.get(url)


@api.get("/feeds/proxy/fixed")
async def feed_proxy_fixed(client: FeedClient = Depends(get_feed_client)):
    # ok: python-ssrf-taint
    return client.get("https://feeds.example.com/main.xml")


from pydantic import BaseModel as CallbackModel  # noqa: E402
from pydantic import field_validator  # noqa: E402
from fastapi import FastAPI as CallbackApi  # noqa: E402

callbacks = CallbackApi()
PARTNER_HOSTS = {"hooks.partner.example"}


class CallbackRegistration(CallbackModel):
    callback_url: str
    status_url: str

    @field_validator("callback_url")
    @classmethod
    def partner_host_only(cls, value: str) -> str:
        if urllib.parse.urlsplit(value).hostname not in PARTNER_HOSTS:
            raise ValueError("callback must be on a partner host")
        return value


@callbacks.post("/callbacks/verify")
async def verify_callback(reg: CallbackRegistration):
    # the model's validator turned other hosts away
    # ok: python-ssrf-taint
    requests.get(reg.callback_url, timeout=5)
    # a field no validator checks
    # ruleid: python-ssrf-taint
    requests.get(reg.status_url, timeout=5)


class PreviewFetcher:
    def __init__(self, timeout=5):
        self.timeout = timeout

    def fetch(self, url):
        return requests.get(url, timeout=self.timeout).text

    def fetch_status(self):
        return requests.get(self.status_url(), timeout=self.timeout).status_code

    def status_url(self):
        return "https://status.example.com/api"


@app.route("/preview")
def link_preview():
    target = request.args.get("url", "")
    # a method of the file that requests the URL with requests' own function
    # ruleid: python-ssrf-taint
    html = PreviewFetcher().fetch(target)
    # ok: python-ssrf-taint
    html += PreviewFetcher().fetch("https://example.com/")
    # ok: python-ssrf-taint
    PreviewFetcher().fetch_status()
    return html


@app.route("/img")
def proxy_image():
    src = request.args.get("src", "")
    # a function defined further down that requests its first parameter
    # ruleid: python-ssrf-taint
    data = fetch_image(src)
    # ok: python-ssrf-taint
    data += fetch_logo(src)
    return data


def fetch_logo(name):
    with urllib.request.urlopen("https://cdn.example.com/logos/default.png", timeout=5) as upstream:
        return upstream.read()


def fetch_image(src):
    req = urllib.request.Request(src, headers={"User-Agent": "img-proxy/2.1"})
    with urllib.request.urlopen(req, timeout=8) as upstream:
        return upstream.read()


from django.views import View  # noqa: E402

PREVIEW_HOSTS = {"news.example.com", "blog.example.com"}


class PagePreview:
    def __init__(self, url, timeout=5):
        self.url = url
        self.timeout = timeout

    def title(self):
        with urllib.request.urlopen(self.url, timeout=self.timeout) as resp:
            return resp.read(2048)


class PageStatus:
    def __init__(self, url, session):
        self.url = url
        self.session = session

    def check(self):
        return self.session.head(self.url).status_code


class PageHeadline:
    def __init__(self, url):
        self.url = url

    def headline(self):
        req = urllib.request.Request(self.url, headers={"User-Agent": "preview/1.0"})
        with urllib.request.urlopen(req, timeout=5) as resp:
            return resp.read(2048)


class LinkPreviewView(View):
    def get(self, request):
        url = request.GET.get("url", "")
        # ruleid: python-ssrf-taint
        title = PagePreview(url).title()
        # a request the method builds from the field, then opens
        # ruleid: python-ssrf-taint
        headline = PageHeadline(url).headline()
        # ok: python-ssrf-taint
        own = PageHeadline("https://status.example.com/").headline()
        # ruleid: python-ssrf-taint
        status = PageStatus(url, requests.Session()).check()
        # ok: python-ssrf-taint
        fixed = PagePreview("https://status.example.com/", timeout=int(request.GET.get("t", "5"))).title()
        host = urllib.parse.urlsplit(url).hostname
        if host not in PREVIEW_HOSTS:
            return JsonResponse({"error": "host not allowed"}, status=400)
        # ok: python-ssrf-taint
        checked = PagePreview(url).title()
        return JsonResponse({"title": str(title), "status": status, "fixed": str(fixed), "checked": str(checked), "headline": str(headline or own)})


@app.route("/shipping/quote")
def shipping_quote():
    weight = float(request.args.get("weight", "1"))
    # ruleid: python-ssrf-taint
    requests.get(f"https://{request.args.get('carrier_host')}/quote?w={weight:.2f}", timeout=5)
    endpoint = CARRIER_ENDPOINTS.get(request.args.get("carrier", ""), "https://rates.example.com/quote")
    # ok: python-ssrf-taint
    return requests.get(f"{endpoint}?w={weight:.2f}", timeout=5).text


CARRIER_ENDPOINTS = {"acme": "https://api.acme.example/rates"}


class HookDeliverer:
    def __init__(self):
        self.session = requests.Session()

    def deliver(self, method, url, payload):
        # a session's request(method, url): the URL is the second argument
        return self.session.request(method, url, json=payload, timeout=5)


def send_hook(method, url):
    session = requests.Session()
    return session.request(method, url, timeout=5)


@app.route("/hooks/test")
def hooks_test():
    deliverer = HookDeliverer()
    # ruleid: python-ssrf-taint
    deliverer.deliver("POST", request.args["endpoint"], {})
    # ok: python-ssrf-taint
    deliverer.deliver(request.args.get("method", "POST"), "https://hooks.example.com/ping", {})
    # ruleid: python-ssrf-taint
    send_hook("POST", request.args["endpoint"])
    # a function helper's sink is its whole call: any argument read from the request counts
    # todook: python-ssrf-taint
    send_hook(request.args.get("method", "POST"), "https://hooks.example.com/ping")
    return "sent"


ALLOWED_SUFFIXES = (".hooks.partner-a.com", ".events.partner-b.io")


def registered_hook(url):
    parts = urllib.parse.urlsplit(url)
    host = (parts.hostname or "").lower()
    if parts.scheme != "https" or not host.endswith(ALLOWED_SUFFIXES):
        return None
    return parts.geturl()


def tidied_hook(url):
    parts = urllib.parse.urlsplit(url)
    host = (parts.hostname or "").lower()
    if not host:
        return None
    return parts.geturl()


@app.route("/hooks/registered")
def hooks_registered():
    # a helper that returns the URL only when its host ends with an allowed suffix
    # ok: python-ssrf-taint
    requests.post(registered_hook(request.args["url"]), timeout=5)
    # ruleid: python-ssrf-taint
    requests.post(tidied_hook(request.args["url"]), timeout=5)
    return "sent"


RATES_BASE = "https://rates.example.com"


@app.route("/fx/<base>")
def fx_rates(base):
    symbols = request.args.get("symbols", "EUR")
    # a fixed host: the request's value only lands in the path and query
    url = f"{RATES_BASE}/v2/latest/{base}?symbols={symbols}"
    # ok: python-ssrf-taint
    requests.get(url, timeout=5)
    fixed = "https://rates.example.com/v2/" + base
    # ok: python-ssrf-taint
    requests.get(fixed, timeout=5)
    # the host itself comes from the request
    chosen = f"https://{request.args['host']}/v2/latest"
    # ruleid: python-ssrf-taint
    requests.get(chosen, timeout=5)
    return "ok"


from urllib.parse import urlsplit  # noqa: E402

from rest_framework import serializers, viewsets  # noqa: E402
from rest_framework.decorators import action  # noqa: E402

WEBHOOK_HOSTS = frozenset({"hooks.example.com", "ci.example.com"})


class WebhookSerializer(serializers.Serializer):
    target = serializers.URLField(max_length=500)
    fallback = serializers.URLField(max_length=500)

    def validate_target(self, value):
        parts = urlsplit(value)
        if parts.scheme != "https":
            raise serializers.ValidationError("https only")
        if (parts.hostname or "").lower() not in WEBHOOK_HOSTS:
            raise serializers.ValidationError("host not approved")
        return value

    def validate_fallback(self, value):
        if urlsplit(value).hostname not in WEBHOOK_HOSTS:
            self.context["warnings"].append("unapproved fallback host")
        return value


class WebhookViewSet(viewsets.ViewSet):
    @action(detail=False, methods=["post"])
    def test_delivery(self, request):
        serializer = WebhookSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        # its validate_target method turned away every host but the approved ones
        # ok: python-ssrf-taint
        requests.post(serializer.validated_data["target"], json={}, timeout=5)
        # its validator only warns
        # ruleid: python-ssrf-taint
        requests.post(serializer.validated_data["fallback"], json={}, timeout=5)


ALLOWED_SOURCE = re.compile(r"https?://([a-z0-9-]+\.)*(newsroom|blog)\.example\.com")


@app.route("/preview/source")
def preview_source():
    url = request.args.get("url", "")
    # a pattern matched at the start only: `https://blog.example.com.evil.net/` passes
    if not ALLOWED_SOURCE.match(url):
        return "unsupported source", 400
    # ruleid: python-ssrf-taint
    return requests.get(url, timeout=4).text


ALLOWED_IMAGE_HOSTS = {"images.example.com", "cdn.example.net"}


@app.route("/images/proxy")
def image_proxy_rebuilt():
    parts = urllib.parse.urlsplit(request.args.get("src", ""))
    host = (parts.hostname or "").lower()
    if parts.scheme != "https" or host not in ALLOWED_IMAGE_HOSTS:
        return "unsupported image source", 400
    url = urllib.parse.urlunsplit(("https", host, parts.path or "/", parts.query, ""))
    # ok: python-ssrf-taint
    return requests.get(url, timeout=5).content


@app.route("/images/proxy-any-host")
def image_proxy_any_host():
    parts = urllib.parse.urlsplit(request.args.get("src", ""))
    url = urllib.parse.urlunsplit(("https", parts.netloc, parts.path, parts.query, ""))
    # ruleid: python-ssrf-taint
    return requests.get(url, timeout=5).content


@app.route("/images/proxy-any-scheme")
def image_proxy_any_scheme():
    parts = urllib.parse.urlparse(request.args.get("src", ""))
    url = urllib.parse.urlunparse((parts.scheme, "images.example.com", parts.path, "", parts.query, ""))
    # ruleid: python-ssrf-taint
    return requests.get(url, timeout=5).content


from typing import Literal  # noqa: E402

from pydantic import Field  # noqa: E402

RAW_HOSTS = {"github": "https://raw.githubusercontent.com", "gitlab": "https://gitlab.com"}


class RepoSync(CallbackModel):
    provider: Literal["github", "gitlab"]
    repo: str = Field(pattern=r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")
    branch: str = Field("main", max_length=100)


@api.post("/syncs")
async def start_sync(req: RepoSync):
    url = f"{RAW_HOSTS[req.provider]}/{req.repo}/manifest.json"
    # ok: python-ssrf-taint
    return httpx.get(url, timeout=10).json()


@api.post("/syncs/branch")
async def start_branch_sync(req: RepoSync):
    # ruleid: python-ssrf-taint
    return httpx.get(f"{req.branch}/manifest.json", timeout=10).json()


import pydantic  # noqa: E402

NOTIFY_ENDPOINTS = {"slack": "https://hooks.slack.com/services/T0/B0/X", "teams": "https://example.webhook.office.com/x"}


class Notification(pydantic.BaseModel):
    integration: str
    callback: str = ""


class Notifier:
    def __init__(self, timeout: float = 5.0):
        self.timeout = timeout

    def endpoint(self, integration):
        url = NOTIFY_ENDPOINTS.get(integration)
        if url is None:
            raise KeyError(integration)
        return url

    def send(self, note: Notification):
        # a method of the class that looks the name up in a constant table returns the table's URL
        # ok: python-ssrf-taint
        return httpx.post(self.endpoint(note.integration), json={"ok": True})

    def call_back(self, note: Notification):
        # ruleid: python-ssrf-taint
        return httpx.post(note.callback, json={"ok": True})


# BEGIN fragment dependency-parameter-cases source=request sink=requests.get("http://" + VALUE + "/status", timeout=5)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
from typing import Annotated  # noqa: E402

from fastapi import Depends, FastAPI, Header, Query  # noqa: E402

dependency_api = FastAPI()


def dependency_acting_user(x_acting_user: str | None = Header(default=None)):
    if (acting := x_acting_user) is not None:
        # ruleid: python-ssrf-taint
        requests.get("http://" + acting.strip() + "/status", timeout=5)
    return x_acting_user


def dependency_page(page: int = Query(1, ge=1)):
    # ok: python-ssrf-taint
    requests.get("http://" + str(page) + "/status", timeout=5)
    return page


def dependency_slug(slug: str = Query("main", pattern=r"^[a-z]{1,20}$")):
    # ok: python-ssrf-taint
    requests.get("http://" + slug + "/status", timeout=5)
    return slug


def dependency_region(region: str | None = Query(None)):
    return {"region": region}


def dependency_fixed():
    return {"region": "eu"}


@dependency_api.get("/dependency/report")
def dependency_report(
    chosen: dict = Depends(dependency_region), fixed: dict = Depends(dependency_fixed)
):
    # ruleid: python-ssrf-taint
    requests.get("http://" + chosen["region"] + "/status", timeout=5)
    # ok: python-ssrf-taint
    requests.get("http://" + fixed["region"] + "/status", timeout=5)
    return {}


def dependency_token(x_token: Annotated[str, Header()]):
    # ruleid: python-ssrf-taint
    requests.get("http://" + x_token + "/status", timeout=5)
    return x_token


def dependency_code(code: Annotated[str, Query(pattern=r"^[a-z]{2}$")] = "en"):
    # ok: python-ssrf-taint
    requests.get("http://" + code + "/status", timeout=5)
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
    # ruleid: python-ssrf-taint
    requests.get("http://" + team["team"] + "/status", timeout=5)
    # a dependency that returns text it matched whole against a pattern
    # ok: python-ssrf-taint
    requests.get("http://" + slug + "/status", timeout=5)
    # ok: python-ssrf-taint
    requests.get("http://" + owner + "/status", timeout=5)
    return {}
# END fragment dependency-parameter-cases


import sqlalchemy.orm  # noqa: E402
from httpx import AsyncClient  # noqa: E402


async def http_client():
    async with httpx.AsyncClient(timeout=10) as client:
        yield client


@api.post("/avatars/import")
async def import_avatar_typed(avatar_url: str, client: httpx.AsyncClient = Depends(http_client)):
    # a client given as a typed parameter
    # ruleid: python-ssrf-taint
    resp = await client.get(avatar_url)
    return {"size": len(resp.content)}


@api.post("/avatars/import-bare")
async def import_avatar_bare(avatar_url: str, client: AsyncClient = Depends(http_client)):
    # ruleid: python-ssrf-taint
    resp = await client.get(avatar_url)
    return {"size": len(resp.content)}


@api.get("/avatars/{name}")
def avatar_record(name: str, db: sqlalchemy.orm.Session = Depends(http_client)):
    # a database session's get is no fetch
    # ok: python-ssrf-taint
    return db.get(name, 1)


class WebhookTester:
    def __init__(self, target, event):
        self.target = target
        self.event = event

    def fire(self):
        with httpx.Client(timeout=5.0) as client:
            return client.post(self.target, json={"event": self.event}).status_code


class WebhookPinger:
    def __init__(self, event):
        self.event = event

    def fire(self):
        with httpx.Client(timeout=5.0) as client:
            return client.post("https://hooks.example.com/ping", json={"event": self.event}).status_code


@app.route("/webhooks/test", methods=["POST"])
def webhook_test():
    # an object made from the request whose method posts to its own field
    # ruleid: python-ssrf-taint
    status = WebhookTester(request.form["target"], "ping").fire()
    pinger = WebhookPinger(request.form["event"])
    # ok: python-ssrf-taint
    status += pinger.fire()
    return {"status": status}


class AsyncWebhookTester:
    def __init__(self, target):
        self.target = target

    async def fire(self):
        async with httpx.AsyncClient(timeout=5.0) as client:
            resp = await client.post(self.target, json={"event": "ping"})
        return resp.status_code


@app.route("/webhooks/test-async", methods=["POST"])
async def webhook_test_async():
    # a client opened with `async with` in the method
    # ruleid: python-ssrf-taint
    return {"status": await AsyncWebhookTester(request.form["target"]).fire()}
