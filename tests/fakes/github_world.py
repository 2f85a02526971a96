"""A small PR world and real githubkit clients for the fake's own tests."""

from __future__ import annotations

from dataclasses import dataclass

from githubkit import AppAuthStrategy, AppInstallationAuthStrategy, GitHub

from tests.fakes.github import GitHubFake
from tests.fakes.github_records import Installation, PullRequest, Repository

BASE_FILES = {
    "src/app.py": b"import os\n\n\ndef main():\n    return 1\n\n\ndef helper():\n    return 2\n",
    "README.md": b"# widgets\n",
}
HEAD_FILES = {
    "src/app.py": b"import os\n\n\ndef main():\n    return 10\n\n\n"
    b"def helper():\n    x = 3\n    return 2\n",
    "README.md": b"# widgets\n",
    "src/new.py": b"print('new')\n",
}
# two hunks in src/app.py (one per function), one added file
DIFF = """\
diff --git a/src/app.py b/src/app.py
--- a/src/app.py
+++ b/src/app.py
@@ -3,3 +3,3 @@ import os
\x20
 def main():
-    return 1
+    return 10
@@ -8,2 +8,3 @@ def main():
 def helper():
+    x = 3
     return 2
diff --git a/src/new.py b/src/new.py
new file mode 100644
--- /dev/null
+++ b/src/new.py
@@ -0,0 +1 @@
+print('new')
"""


@dataclass(frozen=True, slots=True)
class World:
    fake: GitHubFake
    installation: Installation
    repository: Repository
    pull: PullRequest
    app_client: GitHub[AppAuthStrategy]
    client: GitHub[AppInstallationAuthStrategy]


def make_world(fake: GitHubFake) -> World:
    installation = fake.state.add_installation("acme")
    repository = fake.state.add_repository("acme/widgets", installation, BASE_FILES)
    pull = fake.state.add_pull_request(repository, DIFF, head_files=HEAD_FILES, title="Tune")
    app_client = GitHub(
        AppAuthStrategy(fake.app_id, fake.private_key_pem),
        base_url=fake.base_url,
        auto_retry=False,
        http_cache=False,
    )
    client = GitHub(
        AppInstallationAuthStrategy(fake.app_id, fake.private_key_pem, installation.id),
        base_url=fake.base_url,
        auto_retry=False,
        http_cache=False,
    )
    return World(fake, installation, repository, pull, app_client, client)
