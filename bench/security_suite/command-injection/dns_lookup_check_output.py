import subprocess

from django.http import HttpResponse


def run_dig(domain, record_type):
    return subprocess.check_output("dig +short %s %s" % (record_type, domain), shell=True)


def dns_lookup(request):
    domain = request.GET.get("domain", "example.com")
    answer = run_dig(domain, "A")
    return HttpResponse(answer, content_type="text/plain")
