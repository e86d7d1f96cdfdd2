/* Reads an evemu recording with libevemu (evemu_read + evemu_read_event, as evemu-play does)
 * and prints the number of events: the baseline Tools/bench-evemu.sh compares Glide against. */
#include <stdio.h>
#include <evemu.h>
#include <linux/input.h>

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s FILE.evemu\n", argv[0]);
		return 2;
	}
	FILE *fp = fopen(argv[1], "r");
	if (!fp) {
		perror(argv[1]);
		return 1;
	}
	struct evemu_device *dev = evemu_new(NULL);
	if (evemu_read(dev, fp) <= 0) {
		fprintf(stderr, "%s: evemu_read failed\n", argv[1]);
		return 1;
	}
	struct input_event ev;
	unsigned long long n = 0;
	long long checksum = 0;
	while (evemu_read_event(fp, &ev) > 0) {
		n++;
		checksum += ev.value;
	}
	printf("%llu events (value sum %lld)\n", n, checksum);
	evemu_delete(dev);
	fclose(fp);
	return 0;
}
