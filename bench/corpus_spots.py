"""Known vulnerable spots: does the rule pack flag the code a published security fix changed?

For each advisory fixed by a release pair of the corpus bench (bench/corpus.py), the spot is
the lines of the older release that the fix changed (docs/corpus.md, "Known vulnerable
spots", says what each one is). The older release is fetched through the corpus bench's
cache and its file scanned with the rule pack of its language, as Redline runs Semgrep; a
spot is flagged when a finding of a security rule overlaps its lines (a style rule such as
`js-no-var` on the same lines is listed, not counted).

    .venv/bin/python bench/corpus_spots.py
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True, slots=True)
class Spot:
    project: str
    """A project name of bench/corpus.py."""
    version: str
    """The release before the fix."""
    advisory: str
    path: str
    lines: tuple[int, int]
    """First and last line the fix changed in that release."""
    weakness: str


SPOTS: tuple[Spot, ...] = (
    Spot(
        "requests",
        "2.30.0",
        "CVE-2023-32681",
        "requests/sessions.py",
        (327, 327),
        "Proxy-Authorization re-added on HTTPS redirects, leaking proxy credentials through the tunnel",
    ),
    Spot(
        "requests",
        "2.32.3",
        "CVE-2024-47081",
        "src/requests/utils.py",
        (236, 242),
        'netrc host taken from netloc.split(":"), so a crafted URL gets another host\'s credentials',
    ),
    Spot(
        "flask",
        "2.3.1",
        "CVE-2023-30861",
        "src/flask/sessions.py",
        (331, 365),
        "Vary: Cookie not set when a permanent session is refreshed or emptied; caching proxies may serve one user's cookie to another",
    ),
    Spot(
        "werkzeug",
        "3.0.0",
        "CVE-2023-46136",
        "src/werkzeug/sansio/multipart.py",
        (254, 259),
        "multipart part data scanned again and again for a partial boundary: CPU DoS (CWE-407)",
    ),
    Spot(
        "werkzeug",
        "3.0.2",
        "GHSA-2g68-c3qc-8985 (CVE-2024-34069)",
        "src/werkzeug/debug/__init__.py",
        (367, 380),
        "debugger console executes code for any Host, so a page on another domain can drive it (RCE)",
    ),
    Spot(
        "werkzeug",
        "3.0.4",
        "GHSA-f9vj-2wh5-fj8j (CVE-2024-49766)",
        "src/werkzeug/security.py",
        (151, 156),
        "safe_join lets a leading-slash UNC path through on Windows (path traversal)",
    ),
    Spot(
        "werkzeug",
        "3.0.4",
        "GHSA-q34m-jh98-gwm2 (CVE-2024-49767)",
        "src/werkzeug/formparser.py",
        (376, 377),
        "non-file field data accumulated without max_form_memory_size: memory DoS",
    ),
    Spot(
        "express",
        "4.18.2",
        "CVE-2024-29041",
        "lib/response.js",
        (906, 916),
        "res.location encodes the whole URL, so malformed URLs pass redirect allow lists (open redirect)",
    ),
    Spot(
        "express",
        "4.19.2",
        "CVE-2024-43796",
        "lib/response.js",
        (972, 972),
        "res.redirect writes the target into an HTML link (XSS through javascript: and similar targets)",
    ),
    Spot(
        "axios",
        "1.5.1",
        "CVE-2023-45857",
        "lib/adapters/xhr.js",
        (191, 192),
        "XSRF-TOKEN cookie sent as a header to any host when withCredentials is set (token leak, CSRF)",
    ),
    Spot(
        "axios",
        "1.6.8",
        "CVE-2024-39338",
        "lib/adapters/http.js",
        (223, 223),
        "protocol-relative URL resolved against http://localhost, so a path-like URL reaches another host (SSRF)",
    ),
    Spot(
        "body-parser",
        "1.20.2",
        "CVE-2024-45590",
        "lib/types/urlencoded.js",
        (162, 162),
        "extended urlencoded parsing with unlimited depth (DoS)",
    ),
    Spot(
        "send",
        "0.18.0",
        "CVE-2024-43799",
        "index.js",
        (485, 486),
        "redirect page puts the request path into an HTML link (XSS)",
    ),
    Spot(
        "serve-static",
        "1.15.0",
        "CVE-2024-43800",
        "index.js",
        (198, 199),
        "directory redirect page puts the request path into an HTML link (XSS)",
    ),
    Spot(
        "cookie",
        "0.6.0",
        "CVE-2024-47764",
        "index.js",
        (119, 150),
        "cookie name, path and domain checked against a field-content pattern that lets ';' and '=' through (cookie injection)",
    ),
    Spot(
        "path-to-regexp",
        "0.1.7",
        "CVE-2024-45296",
        "index.js",
        (66, 69),
        "two parameters in one segment compile to backtracking regular expressions (ReDoS)",
    ),
    Spot(
        "lodash",
        "4.17.20",
        "CVE-2021-23337",
        "template.js",
        (209, 238),
        "template's `variable` option is pasted into generated function source run by Function() (code injection)",
    ),
    Spot(
        "lodash",
        "4.17.20",
        "CVE-2020-28500",
        "trimEnd.js",
        (8, 32),
        "the trailing-blanks regex (blanks then end of string) backtracks quadratically on long runs of blanks (ReDoS)",
    ),
    Spot(
        "minimist",
        "1.2.5",
        "CVE-2021-44906",
        "index.js",
        (73, 82),
        "only `__proto__` is refused as a key, so `constructor.prototype` pollutes Object.prototype",
    ),
    Spot(
        "qs",
        "6.10.2",
        "CVE-2022-24999",
        "lib/parse.js",
        (139, 139),
        "a `__proto__` key is assigned into the parsed object (prototype pollution, DoS)",
    ),
    Spot(
        "ws",
        "8.17.0",
        "CVE-2024-37890",
        "lib/websocket-server.js",
        (246, 252),
        "a request with more headers than maxHeadersCount leaves `upgrade` undefined and crashes the server (DoS)",
    ),
    Spot(
        "node-fetch",
        "2.6.6",
        "CVE-2022-0235",
        "lib/index.js",
        (1533, 1544),
        "redirects to another host keep Authorization and Cookie headers (credential leak)",
    ),
    Spot(
        "jsonwebtoken",
        "8.5.1",
        "CVE-2022-23540",
        "verify.js",
        (109, 111),
        'a token without signature is verified with algorithm "none" when no algorithms are given (signature bypass)',
    ),
    Spot(
        "jsonwebtoken",
        "8.5.1",
        "CVE-2022-23541",
        "verify.js",
        (113, 116),
        "default algorithms guessed from the key text let an HMAC token be checked with a public key (key confusion)",
    ),
    Spot(
        "tar",
        "6.1.0",
        "CVE-2021-32804",
        "lib/unpack.js",
        (227, 231),
        "only one absolute root is stripped, so `////etc/x` is still written outside the folder (arbitrary file write)",
    ),
    Spot(
        "tar",
        "6.1.1",
        "CVE-2021-32803",
        "lib/unpack.js",
        (466, 468),
        "directory cache not cleared when a symlink replaces a directory, so later entries write through the link",
    ),
    Spot(
        "jquery",
        "3.4.1",
        "CVE-2020-11022",
        "src/manipulation.js",
        (240, 241),
        "htmlPrefilter rewrites self-closing tags, so sanitised HTML passed to .html() can become script (XSS)",
    ),
    Spot(
        "ejs",
        "3.1.6",
        "CVE-2022-29078",
        "lib/ejs.js",
        (589, 591),
        "the outputFunctionName option is pasted into the template function source (Express render options reach it: code injection)",
    ),
    Spot(
        "undici",
        "5.28.2",
        "CVE-2024-24758",
        "lib/fetch/index.js",
        (1203, 1208),
        "Proxy-Authorization kept when a redirect goes to another origin (credential leak)",
    ),
    Spot(
        "handlebars",
        "4.7.6",
        "CVE-2021-23369",
        "lib/handlebars/compiler/javascript-compiler.js",
        (19, 19),
        "a lookup name is pasted into generated template code unquoted in compat mode (code injection)",
    ),
    Spot(
        "handlebars",
        "4.7.6",
        "CVE-2021-23383",
        "lib/handlebars/runtime.js",
        (127, 127),
        "compat-mode lookup reads any property, prototype included (prototype pollution to code execution)",
    ),
    Spot(
        "xml2js",
        "0.4.23",
        "CVE-2023-0842",
        "lib/parser.js",
        (144, 151),
        "element and attribute maps are plain objects, so a `__proto__` element pollutes Object.prototype",
    ),
    Spot(
        "django",
        "4.2.13",
        "CVE-2024-39330",
        "django/core/files/storage/base.py",
        (37, 38),
        "Storage.save() hands the name to get_available_name/_save unvalidated, so a derived storage can write outside its root (path traversal)",
    ),
    Spot(
        "django",
        "4.2.13",
        "CVE-2024-39329",
        "django/contrib/auth/hashers.py",
        (46, 47),
        "check_password returns at once for unusable passwords, so login timing tells which usernames exist",
    ),
    Spot(
        "django",
        "4.2.14",
        "CVE-2024-42005",
        "django/db/models/sql/query.py",
        (2417, 2418),
        "values()/values_list() field names (JSONField keys) become column aliases unchecked (SQL injection)",
    ),
    Spot(
        "django",
        "4.2.15",
        "CVE-2024-45231",
        "django/contrib/auth/forms.py",
        (317, 317),
        "a failing password-reset email raises, so the response status tells which emails have accounts",
    ),
    Spot(
        "django",
        "4.2.16",
        "CVE-2024-53908",
        "django/db/models/fields/json.py",
        (255, 260),
        "HasKey on Oracle interpolates the JSON path into the SQL text (SQL injection)",
    ),
    Spot(
        "jinja2",
        "3.1.2",
        "GHSA-h5c8-rqwp-cp95 (CVE-2024-22195)",
        "src/jinja2/filters.py",
        (277, 281),
        "xmlattr accepts keys with spaces, so a user-chosen key injects attributes (XSS)",
    ),
    Spot(
        "jinja2",
        "3.1.3",
        "CVE-2024-34064",
        "src/jinja2/filters.py",
        (290, 290),
        "xmlattr refuses only spaces: keys with / > = still inject attributes (XSS)",
    ),
    Spot(
        "jinja2",
        "3.1.4",
        "CVE-2024-56201",
        "src/jinja2/compiler.py",
        (1128, 1134),
        "the template name is formatted into generated f-string code (code execution with a crafted name)",
    ),
    Spot(
        "jinja2",
        "3.1.4",
        "CVE-2024-56326",
        "src/jinja2/sandbox.py",
        (386, 388),
        "the sandbox catches str.format only when called directly, not through a stored reference (sandbox escape)",
    ),
    Spot(
        "jinja2",
        "3.1.5",
        "CVE-2025-27516",
        "src/jinja2/filters.py",
        (1426, 1436),
        "the attr filter returns str.format unwrapped (sandbox escape)",
    ),
    Spot(
        "urllib3",
        "2.0.5",
        "CVE-2023-43804",
        "src/urllib3/util/retry.py",
        (190, 190),
        "Cookie not among the headers dropped on a cross-host redirect (cookie leak)",
    ),
    Spot(
        "urllib3",
        "2.0.6",
        "CVE-2023-45803",
        "src/urllib3/poolmanager.py",
        (452, 454),
        "a 303 redirect turns the method into GET but keeps the request body (data leak to the redirect target)",
    ),
    Spot(
        "urllib3",
        "2.2.1",
        "CVE-2024-37891",
        "src/urllib3/util/retry.py",
        (190, 190),
        "Proxy-Authorization not among the headers dropped on a cross-host redirect (credential leak)",
    ),
    Spot(
        "aiohttp",
        "3.9.1",
        "CVE-2024-23334",
        "aiohttp/web_urldispatcher.py",
        (599, 601),
        "with follow_symlinks the resolved static path is never checked to stay inside the folder (directory traversal)",
    ),
    Spot(
        "aiohttp",
        "3.9.3",
        "CVE-2024-27306",
        "aiohttp/web_urldispatcher.py",
        (711, 730),
        "static index page builds HTML with str.format from file names, unescaped (stored XSS)",
    ),
    Spot(
        "tornado",
        "6.3.1",
        "CVE-2023-28370",
        "tornado/web.py",
        (2881, 2882),
        'StaticFileHandler redirects to request.path + "/", so a path starting with // becomes a redirect to another host (open redirect)',
    ),
    Spot(
        "tornado",
        "6.3.2",
        "release notes 6.3.3",
        "tornado/http1connection.py",
        (671, 671),
        "chunk sizes (and Content-Length, lines 445, 621) parsed with int(), which accepts signs, underscores and blanks (request smuggling)",
    ),
    Spot(
        "tornado",
        "6.4",
        "GHSA-w235-7p84-xx57",
        "tornado/curl_httpclient.py",
        (350, 357),
        "curl client sends header values containing CR/LF (header injection)",
    ),
    Spot(
        "tornado",
        "6.4.1",
        "CVE-2024-7592",
        "tornado/httputil.py",
        (1089, 1112),
        "cookie unquoting loops with repeated regex searches: quadratic time on crafted cookies (DoS)",
    ),
    Spot(
        "starlette",
        "0.26.1",
        "GHSA-v5gw-mw7f-84px",
        "starlette/staticfiles.py",
        (172, 172),
        "containment checked with os.path.commonprefix, which compares characters, so /static-other passes for /static (path traversal)",
    ),
    Spot(
        "starlette",
        "0.39.2",
        "CVE-2024-47874",
        "starlette/formparsers.py",
        (152, 152),
        "multipart fields without a filename are buffered in memory with no size limit (DoS)",
    ),
    Spot(
        "python-multipart",
        "0.0.6",
        "CVE-2024-24762",
        "multipart/multipart.py",
        (72, 75),
        "the Content-Type options regex backtracks on crafted headers (ReDoS)",
    ),
    Spot(
        "sqlparse",
        "0.4.3",
        "GHSA-rrm6-wvj7-cwh2",
        "sqlparse/keywords.py",
        (75, 77),
        "string-literal regexes with overlapping alternatives backtrack exponentially (ReDoS)",
    ),
    Spot(
        "sqlparse",
        "0.4.4",
        "GHSA-2m57-hf25-phgg",
        "sqlparse/sql.py",
        (212, 216),
        "flatten() recurses once per nesting level, so deeply nested SQL raises RecursionError (DoS)",
    ),
    Spot(
        "pillow",
        "10.1.0",
        "CVE-2023-50447",
        "src/PIL/ImageMath.py",
        (239, 259),
        "environment keys passed to ImageMath.eval are not restricted, so a key named after a builtin or a dunder reaches eval() (code execution)",
    ),
    Spot(
        "pyjwt",
        "2.3.0",
        "CVE-2022-29217",
        "jwt/algorithms.py",
        (186, 193),
        "HMAC refuses only four PEM/SSH prefixes as keys, so other public-key formats can be used as an HMAC secret (algorithm confusion)",
    ),
    Spot(
        "pyjwt-2.10",
        "2.10.0",
        "GHSA-75c5-xw7c-p5pm",
        "jwt/api_jwt.py",
        (422, 423),
        "a string issuer is a Sequence, so `iss not in issuer` does a substring match (issuer check bypass)",
    ),
    Spot(
        "lxml",
        "4.6.4",
        "CVE-2021-43818",
        "src/lxml/html/clean.py",
        (78, 86),
        "the HTML cleaner lets every data:image URL through, SVG included, so script in an SVG data URL survives cleaning (XSS)",
    ),
    Spot(
        "pyyaml",
        "5.3.1",
        "CVE-2020-14343",
        "lib3/yaml/constructor.py",
        (720, 722),
        "FullLoader registers python/object/new, so yaml.full_load of untrusted input can instantiate arbitrary classes (code execution)",
    ),
    Spot(
        "gunicorn",
        "21.2.0",
        "CVE-2024-1135",
        "gunicorn/http/message.py",
        (134, 136),
        'Transfer-Encoding is honoured only when exactly "chunked" and may coexist with Content-Length (request smuggling)',
    ),
    Spot(
        "waitress",
        "2.1.0",
        "GHSA-4f7p-27jc-3c36",
        "src/waitress/receiver.py",
        (146, 146),
        "chunk sizes parsed with int(x, 16), which accepts 0x and + prefixes (request smuggling)",
    ),
    Spot(
        "waitress",
        "3.0.0",
        "GHSA-9298-4cf8-g4wj",
        "src/waitress/channel.py",
        (205, 209),
        "with request lookahead, data keeps being parsed after the connection was marked to close (request smuggling)",
    ),
    Spot(
        "twisted",
        "24.3.0",
        "CVE-2024-41810",
        "src/twisted/web/_template_util.py",
        (84, 96),
        "redirectTo puts the URL into its HTML fallback body with %-formatting, unescaped (XSS)",
    ),
    Spot(
        "scrapy",
        "2.11.0",
        "GHSA-cw9j-q3vf-hrrv",
        "scrapy/downloadermiddlewares/redirect.py",
        (20, 24),
        "only Cookie is dropped on a cross-domain redirect; Authorization goes to the new host (credential leak)",
    ),
    Spot(
        "scrapy",
        "2.11.1",
        "release notes 2.11.2",
        "scrapy/utils/iterators.py",
        (100, 105),
        "xmliter_lxml parses feeds with lxml iterparse resolving entities (XXE)",
    ),
    Spot(
        "setuptools",
        "69.5.1",
        "CVE-2024-6345",
        "setuptools/package_index.py",
        (886, 915),
        "VCS URLs taken from package index pages are pasted into os.system() command lines (command injection)",
    ),
    Spot(
        "gitpython",
        "3.1.29",
        "CVE-2022-24439",
        "git/repo/base.py",
        (1167, 1179),
        "clone passes caller options (--upload-pack, -c) and ext:: URLs to git unchecked (command execution)",
    ),
    Spot(
        "twisted",
        "23.8.0",
        "CVE-2023-46137",
        "src/twisted/web/http.py",
        (2449, 2463),
        "pipelined requests arriving in one TCP segment are processed before the previous response completes (out-of-order responses)",
    ),
)


def _corpus() -> ModuleType:
    spec = importlib.util.spec_from_file_location("corpus_bench", REPO_ROOT / "bench" / "corpus.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def overlapping(results: list[dict[str, Any]], path: str, lines: tuple[int, int]) -> list[str]:
    """Rule ids of the findings in `path` whose lines overlap the spot's."""
    first, last = lines
    return sorted(
        {
            r["check_id"].rsplit(".", 1)[-1]
            for r in results
            if r["path"] == path and r["start"]["line"] <= last and r["end"]["line"] >= first
        }
    )


def scan(folder: Path, targets: list[str], language: str) -> list[dict[str, Any]]:
    """Semgrep's results for files under `folder` with the pack of one language, as Redline
    runs it (one run for all of them)."""
    sys.path.insert(0, str(REPO_ROOT))
    from bot.checks.semgrep.invocation import Invocation, environment, executable
    from bot.review.job import semgrep_executable

    semgrep = semgrep_executable()
    invocation = Invocation(semgrep, executable(semgrep), 1800, None)
    command = invocation.command([str(REPO_ROOT / "rules" / language)], sorted(set(targets)))
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run(
            command, cwd=folder, env=environment(Path(home)), capture_output=True, check=False
        )
    report = json.loads(out.stdout)
    results: list[dict[str, Any]] = report["results"]
    return results


SPOT_ONLY: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("pyyaml", "pypi", "pyyaml", ()),
    ("pyjwt-2.10", "pypi", "pyjwt", ()),
    ("python-multipart", "pypi", "python-multipart", ()),
    ("body-parser", "npm", "body-parser", ()),
    ("send", "npm", "send", ()),
    ("serve-static", "npm", "serve-static", ()),
    ("minimist", "npm", "minimist", ()),
    ("ws", "npm", "ws", ("lib",)),
    ("tar", "npm", "tar", ("lib",)),
    ("undici", "npm", "undici", ("lib",)),
    ("handlebars", "npm", "handlebars", ("lib",)),
    ("xml2js", "npm", "xml2js", ("lib",)),
)
"""Projects (name, registry, package, roots) whose fix is too small to replay as a pull request
(a few added lines): only their older release is fetched, for its spot."""


def projects(corpus: ModuleType) -> dict[str, Any]:
    """The corpus bench's projects by name, with the spot-only ones."""
    found: dict[str, Any] = {p.name: p for p in corpus.PROJECTS}
    for name, registry, package, roots in SPOT_ONLY:
        versions = tuple(s.version for s in SPOTS if s.project == name)
        found[name] = corpus.Project(name, registry, package, versions, roots)
    return found


def main() -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    corpus = _corpus()
    projects_by_name = projects(corpus)
    categories = {rule: meta["category"] for rule, meta in corpus.rule_metadata().items()}
    folder = corpus.CACHE_DIR / "src"
    targets: dict[str, list[str]] = {}
    where: dict[Spot, str] = {}
    for spot in SPOTS:
        project = projects_by_name[spot.project]
        tree = corpus.fetch(project, spot.version)
        where[spot] = str((tree / spot.path).relative_to(folder))
        language = corpus.REGISTRY_LANGUAGE[project.registry]
        targets.setdefault(language, []).append(where[spot])
    results = {lang: scan(folder, files, lang) for lang, files in sorted(targets.items())}
    flagged = 0
    for spot in SPOTS:
        language = corpus.REGISTRY_LANGUAGE[projects_by_name[spot.project].registry]
        found = results[language]
        rules = overlapping(found, where[spot], spot.lines)
        security = [r for r in rules if categories.get(r) == "security"]
        flagged += bool(security)
        in_file = {r["check_id"].rsplit(".", 1)[-1] for r in found if r["path"] == where[spot]}
        print(
            f"{spot.project} {spot.version} {spot.advisory} "
            f"{spot.path}:{spot.lines[0]}-{spot.lines[1]}: "
            f"{'flagged by ' + ', '.join(security) if security else 'not flagged'}"
            f"{'; other rules on these lines: ' + ', '.join(sorted(set(rules) - set(security))) if set(rules) - set(security) else ''}"
            f"{'; elsewhere in the file: ' + ', '.join(sorted(in_file - set(rules))) if in_file - set(rules) else ''}"
        )
    print(f"\n{flagged} of {len(SPOTS)} known vulnerable spots flagged by a security rule")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
