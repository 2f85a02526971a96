import shlex
import subprocess

from django.http import HttpResponse


class Pattern:
    def __init__(self, raw):
        self.raw = raw

    def value(self):
        return self.raw


def search_logs(request):
    term = Pattern(request.POST.get("term", "")).value()
    cmd = "grep -F -- %s /var/log/app/app.log | tail -n 50" % shlex.quote(term)
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return HttpResponse(result.stdout, content_type="text/plain")
