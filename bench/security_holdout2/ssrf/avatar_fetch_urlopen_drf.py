import urllib.request
from urllib.parse import urlsplit

from django.core.files.base import ContentFile
from rest_framework import generics, serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

MAX_BYTES = 2 * 1024 * 1024
AVATAR_HOSTS = frozenset({"www.gravatar.com", "secure.gravatar.com", "avatars.githubusercontent.com"})


class AvatarUrlSerializer(serializers.Serializer):
    avatar_url = serializers.URLField()

    def validate_avatar_url(self, value):
        parts = urlsplit(value)
        if parts.scheme != "https" or parts.hostname not in AVATAR_HOSTS or parts.port not in (None, 443):
            raise serializers.ValidationError("Avatars can only be imported from Gravatar or GitHub.")
        return value


class AvatarFetchView(generics.GenericAPIView):
    serializer_class = AvatarUrlSerializer
    permission_classes = [IsAuthenticated]

    def post(self, request):
        ser = self.get_serializer(data=request.data)
        ser.is_valid(raise_exception=True)
        url = ser.validated_data["avatar_url"]
        with urllib.request.urlopen(url, timeout=10) as resp:
            content = resp.read(MAX_BYTES)
        request.user.profile.avatar.save(f"avatar-{request.user.pk}", ContentFile(content))
        return Response({"avatar": request.user.profile.avatar.url})
