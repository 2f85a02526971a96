import os

from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_POST

ATTACHMENT_ROOT = os.path.join(settings.MEDIA_ROOT, "attachments")


def attachment_paths(ticket_id, names):
    folder = os.path.join(ATTACHMENT_ROOT, str(ticket_id))
    for name in names:
        if name:
            yield os.path.join(folder, name)


class AttachmentCleaner:
    def __init__(self, ticket_id):
        self.ticket_id = ticket_id
        self.removed = []

    def remove(self, names):
        for path in attachment_paths(self.ticket_id, names):
            if os.path.exists(path):
                os.remove(path)
                self.removed.append(os.path.basename(path))
        return self.removed


@require_POST
def cleanup_attachments(request, ticket_id):
    names = request.POST.getlist("name")
    cleaner = AttachmentCleaner(int(ticket_id))
    removed = cleaner.remove(names)
    return JsonResponse({"ticket": ticket_id, "removed": removed})
