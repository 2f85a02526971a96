import os
import tempfile

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.views.decorators.http import require_POST


class Diagnostics:
    def __init__(self, count=3):
        self.count = count

    def ping(self, host):
        out = tempfile.NamedTemporaryFile(delete=False, suffix=".log")
        out.close()
        try:
            os.system("ping -c %d %s > %s 2>&1" % (self.count, host, out.name))
            with open(out.name) as fh:
                return fh.read()
        finally:
            os.unlink(out.name)


@login_required
@require_POST
def ping_host(request):
    host = request.POST.get("host", "").strip()
    report = Diagnostics(count=2).ping(host)
    return HttpResponse(report, content_type="text/plain")
