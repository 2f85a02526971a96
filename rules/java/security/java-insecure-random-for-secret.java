package com.example.auth;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;

public class TokenService {
    private static final SecureRandom SECURE = new SecureRandom();

    public String generateResetToken() {
        // ruleid: java-insecure-random-for-secret
        Random random = new Random();
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().encodeToString(bytes);
    }

    public int issue() {
        // ruleid: java-insecure-random-for-secret
        int otpCode = ThreadLocalRandom.current().nextInt(100000, 999999);
        return otpCode;
    }

    public String newSessionId() {
        // ruleid: java-insecure-random-for-secret
        return Long.toHexString(Double.doubleToLongBits(Math.random()));
    }

    public String generateResetTokenSafe() {
        byte[] bytes = new byte[24];
        // ok: java-insecure-random-for-secret
        SECURE.nextBytes(bytes);
        return Base64.getUrlEncoder().encodeToString(bytes);
    }

    public String pickServer(List<String> servers) {
        // ok: java-insecure-random-for-secret
        return servers.get(ThreadLocalRandom.current().nextInt(servers.size()));
    }

    public long backoff(long base) {
        // ok: java-insecure-random-for-secret
        long jitter = (long) (Math.random() * base);
        return base + jitter;
    }
}
