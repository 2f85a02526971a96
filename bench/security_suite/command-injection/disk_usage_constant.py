import subprocess

from django.http import HttpResponse

USAGE_COMMAND = "df -h /srv | tail -n 1"


def disk_usage(request):
    verbose = request.GET.get("verbose") == "1"
    output = subprocess.check_output(USAGE_COMMAND, shell=True, text=True)
    if not verbose:
        output = output.split()[4]
    return HttpResponse(output, content_type="text/plain")
