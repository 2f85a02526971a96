package com.example.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.apache.commons.codec.digest.DigestUtils;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

public class PasswordHasher {
    public String hashPassword(String password) throws NoSuchAlgorithmException {
        // ruleid: java-weak-hash-for-secret
        MessageDigest md = MessageDigest.getInstance("MD5");
        return HexFormat.of().formatHex(md.digest(password.getBytes(StandardCharsets.UTF_8)));
    }

    public byte[] store(User user) throws NoSuchAlgorithmException {
        // ruleid: java-weak-hash-for-secret
        MessageDigest sha = MessageDigest.getInstance("SHA-1");
        sha.update(user.password.getBytes(StandardCharsets.UTF_8));
        return sha.digest();
    }

    public String legacy(User user) {
        // ruleid: java-weak-hash-for-secret
        return DigestUtils.md5Hex(user.password);
    }

    public String hashPasswordSafe(String password) {
        // ok: java-weak-hash-for-secret
        return new BCryptPasswordEncoder().encode(password);
    }

    public String etag(byte[] body) throws NoSuchAlgorithmException {
        // ok: java-weak-hash-for-secret
        MessageDigest md = MessageDigest.getInstance("MD5");
        return HexFormat.of().formatHex(md.digest(body));
    }

    public String fingerprint(String password) throws NoSuchAlgorithmException {
        // ok: java-weak-hash-for-secret
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        return HexFormat.of().formatHex(md.digest(password.getBytes(StandardCharsets.UTF_8)));
    }

    static class User {
        String password;
    }
}
